// Convenient names for the contract's schemas: `Route` instead of `components['schemas']['Route']`.
import type { components, operations } from './schema.js';

type S = components['schemas'];

/** The JSON body of an operation's success answer (200 or 201). */
export type ResponseBody<Op extends keyof operations> = operations[Op]['responses'] extends infer R
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : R extends { 202: { content: { 'application/json': infer B } } }
        ? B
        : never
  : never;

/** The JSON request body of an operation. */
export type RequestBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

// One alias per schema of openapi.yaml (Date, Instant and Id renamed to avoid clashing with globals).
export type RecordId = S['Id'];
export type ErrorCode = S['ErrorCode'];
export type ErrorDetail = S['ErrorDetail'];
/** The one error shape of every non-2xx answer: `{ code, message, details?, requestId }`. */
export type ApiErrorBody = S['Error'];
export type DateString = S['Date'];
export type MinuteOfDay = S['MinuteOfDay'];
export type ClockText = S['ClockText'];
export type Percent = S['Percent'];
export type InstantString = S['Instant'];
export type AuthProvider = S['AuthProvider'];
export type User = S['User'];
export type RegisterRequest = S['RegisterRequest'];
export type LoginRequest = S['LoginRequest'];
export type ApiToken = S['ApiToken'];
export type ApiTokenCreated = S['ApiTokenCreated'];
export type ApiTokenCreateRequest = S['ApiTokenCreateRequest'];
export type WebhookEventType = S['WebhookEventType'];
export type WebhookEndpoint = S['WebhookEndpoint'];
export type WebhookEndpointCreated = S['WebhookEndpointCreated'];
export type WebhookEndpointCreate = S['WebhookEndpointCreate'];
export type WebhookEndpointUpdate = S['WebhookEndpointUpdate'];
export type WebhookDeliveryStatus = S['WebhookDeliveryStatus'];
export type WebhookDelivery = S['WebhookDelivery'];
export type WebhookEvent = S['WebhookEvent'];
export type SecurityEventType = S['SecurityEventType'];
export type SecurityEvent = S['SecurityEvent'];
export type Health = S['Health'];
export type Readiness = S['Readiness'];
export type GeocoderProvider = S['GeocoderProvider'];
export type RoutingProvider = S['RoutingProvider'];
export type MapConfig = S['MapConfig'];
export type PublicConfig = S['PublicConfig'];
export type GoogleMapsKey = S['GoogleMapsKey'];
export type LatLng = S['LatLng'];
export type PageVisit = S['PageVisit'];
export type SubscriptionRequest = S['SubscriptionRequest'];
export type BillingInterval = S['BillingInterval'];
export type SubscriptionStatus = S['SubscriptionStatus'];
export type SubscriptionSetup = S['SubscriptionSetup'];
export type Plan = S['Plan'];
export type Analytics = S['Analytics'];
export type PlanId = S['PlanId'];
export type BillingStatus = S['BillingStatus'];
export type PlanLimits = S['PlanLimits'];
export type BillingSummary = S['BillingSummary'];
export type BillingPortalSession = S['BillingPortalSession'];
export type StripeEvent = S['StripeEvent'];
export type WebhookAck = S['WebhookAck'];
export type DashboardStats = S['DashboardStats'];
export type RouteStatus = S['RouteStatus'];
export type Priority = S['Priority'];
export type Objective = S['Objective'];
export type SpecialRequirement = S['SpecialRequirement'];
export type TimeWindow = S['TimeWindow'];
export type Address = S['Address'];
export type StopInput = S['StopInput'];
export type PlacementOptions = S['PlacementOptions'];
export type PlaceCandidate = S['PlaceCandidate'];
export type PlacementIssue = S['PlacementIssue'];
export type StopGeocode = S['StopGeocode'];
export type Stop = S['Stop'];
export type DestinationsInput = S['DestinationsInput'];
export type RouteCreate = S['RouteCreate'];
export type RouteUpdate = S['RouteUpdate'];
export type Route = S['Route'];
export type RouteAssignment = S['RouteAssignment'];
export type GeoPoint = S['GeoPoint'];
export type LineString = S['LineString'];
export type GeocodedStop = S['GeocodedStop'];
export type UnresolvedStop = S['UnresolvedStop'];
export type GeocodedRoute = S['GeocodedRoute'];
export type CsvUploadRequest = S['CsvUploadRequest'];
export type CsvUploadResult = S['CsvUploadResult'];
export type BasicOptimizeRequest = S['BasicOptimizeRequest'];
export type OptimizedStop = S['OptimizedStop'];
export type Leg = S['Leg'];
export type OptimizedRoute = S['OptimizedRoute'];
export type BasicOptimizeResponse = S['BasicOptimizeResponse'];
export type EnteredOrderBaseline = S['EnteredOrderBaseline'];
export type AdvancedConstraints = S['AdvancedConstraints'];
export type AdvancedOptimizeRequest = S['AdvancedOptimizeRequest'];
export type ViolationType = S['ViolationType'];
export type ConstraintViolation = S['ConstraintViolation'];
export type UnassignedReason = S['UnassignedReason'];
export type UnassignedLocation = S['UnassignedLocation'];
export type ScheduleStop = S['ScheduleStop'];
export type AdvancedRoute = S['AdvancedRoute'];
export type AdvancedOptimizeResponse = S['AdvancedOptimizeResponse'];
export type BatchOptimizeRequest = S['BatchOptimizeRequest'];
export type BatchResult = S['BatchResult'];
export type UnassignedStop = S['UnassignedStop'];
export type BatchFailure = S['BatchFailure'];
export type BatchOptimizeResponse = S['BatchOptimizeResponse'];
export type JobKind = S['JobKind'];
export type JobStatus = S['JobStatus'];
export type JobProgress = S['JobProgress'];
export type JobProgressPoint = S['JobProgressPoint'];
export type JobError = S['JobError'];
export type OptimizationJob = S['OptimizationJob'];
export type JobIdValue = S['JobIdValue'];
export type JobTimeLimit = S['JobTimeLimit'];
export type BasicJobCreate = S['BasicJobCreate'];
export type AdvancedJobCreate = S['AdvancedJobCreate'];
export type FleetJobCreate = S['FleetJobCreate'];
export type BatchJobCreate = S['BatchJobCreate'];
export type BatchJobInput = S['BatchJobInput'];
export type MultiDayJobCreate = S['MultiDayJobCreate'];
export type VroomJobCreate = S['VroomJobCreate'];
export type VroomProblemBody = S['VroomProblem'];
export type VroomSolutionBody = S['VroomSolution'];
export type VroomUnassignedBody = S['VroomUnassigned'];
export type VroomFixBody = S['VroomFix'];
export type MultiDayJobInput = S['MultiDayJobInput'];
export type OptimizationJobCreate = S['OptimizationJobCreate'];
export type FleetOptimizeRequest = S['FleetOptimizeRequest'];
export type FleetRoute = S['FleetRoute'];
export type FleetUnassigned = S['FleetUnassigned'];
export type FleetSolution = S['FleetSolution'];
export type FleetOptimizeResponse = S['FleetOptimizeResponse'];
export type FleetOptimizationStatus = S['FleetOptimizationStatus'];
export type VehicleUtilization = S['VehicleUtilization'];
export type FleetOptimizationCreate = S['FleetOptimizationCreate'];
export type FleetOptimization = S['FleetOptimization'];
export type VehicleType = S['VehicleType'];
export type VehicleTypeInfo = S['VehicleTypeInfo'];
export type Vehicle = S['Vehicle'];
export type VehicleCreate = S['VehicleCreate'];
export type VehicleUpdate = S['VehicleUpdate'];
export type Money = S['Money'];
export type PricingRule = S['PricingRule'];
export type PricingRuleCreate = S['PricingRuleCreate'];
export type PricingRuleUpdate = S['PricingRuleUpdate'];
export type PricingServices = S['PricingServices'];
export type PriceCalculationRequest = S['PriceCalculationRequest'];
export type PricingBreakdown = S['PricingBreakdown'];
export type GeocodeRequest = S['GeocodeRequest'];
export type GeocodeSuccess = S['GeocodeSuccess'];
export type GeocodeFailure = S['GeocodeFailure'];
export type GeocodeResponse = S['GeocodeResponse'];
export type UserPreferences = S['UserPreferences'];
export type UserPreferencesUpdate = S['UserPreferencesUpdate'];
export type UserProfile = S['UserProfile'];
export type UserProfileUpdate = S['UserProfileUpdate'];
export type NotificationSettings = S['NotificationSettings'];
export type NotificationSettingsUpdate = S['NotificationSettingsUpdate'];
export type LicenseType = S['LicenseType'];
export type EmergencyContact = S['EmergencyContact'];
export type Driver = S['Driver'];
export type DriverCreate = S['DriverCreate'];
export type DriverUpdate = S['DriverUpdate'];
export type Weekday = S['Weekday'];
export type HexColor = S['HexColor'];
export type ShiftTemplate = S['ShiftTemplate'];
export type WorkedHours = S['WorkedHours'];
export type ShiftTemplateCreate = S['ShiftTemplateCreate'];
export type ShiftTemplateUpdate = S['ShiftTemplateUpdate'];
export type ScheduleStatus = S['ScheduleStatus'];
export type DailySchedule = S['DailySchedule'];
export type ScheduleWarning = S['ScheduleWarning'];
export type ScheduleCreate = S['ScheduleCreate'];
export type ScheduleUpdate = S['ScheduleUpdate'];
export type ScheduleGenerateRequest = S['ScheduleGenerateRequest'];
export type ScheduleGenerateResult = S['ScheduleGenerateResult'];
export type PlanType = S['PlanType'];
export type PlanStatus = S['PlanStatus'];
export type PlanConstraints = S['PlanConstraints'];
export type MultiDayPlan = S['MultiDayPlan'];
export type MultiDayPlanCreate = S['MultiDayPlanCreate'];
export type MultiDayPlanUpdate = S['MultiDayPlanUpdate'];
export type AssignmentStatus = S['AssignmentStatus'];
export type DailyRouteAssignment = S['DailyRouteAssignment'];
export type MultiDayPlanDetail = S['MultiDayPlanDetail'];
export type MultiDayOptimizeRequest = S['MultiDayOptimizeRequest'];
export type MultiDayOptimizeResult = S['MultiDayOptimizeResult'];
export type ServiceType = S['ServiceType'];
export type RecurrencePattern = S['RecurrencePattern'];
export type CustomerInfo = S['CustomerInfo'];
export type RecurringOccurrence = S['RecurringOccurrence'];
export type RecurringDelivery = S['RecurringDelivery'];
export type RecurringDeliveryCreate = S['RecurringDeliveryCreate'];
export type RecurringDeliveryUpdate = S['RecurringDeliveryUpdate'];

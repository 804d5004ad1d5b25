import type { IconName } from '@blueprintjs/icons';

export interface FeatureCategory {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  capabilities: string[];
  benefits: string[];
}

/** The four categories of document 1, section 2 (Features page), written for what Routier does. */
export const FEATURE_CATEGORIES: FeatureCategory[] = [
  {
    id: 'core-optimization',
    icon: 'route',
    title: 'Core Optimization',
    summary:
      'A vehicle-routing solver written in TypeScript that orders stops for one vehicle or many, under the constraints of a real delivery day.',
    capabilities: [
      'Optimise for distance, driving time or cost',
      'Delivery time windows, service times and priorities',
      'Vehicle capacity against stop demand (kg)',
      'Maximum route time and number of stops per route',
      'Batch optimisation of many saved routes at once',
      'Long solves run as jobs with live progress and can be cancelled',
    ],
    benefits: [
      'Fewer kilometres and shorter days for the same deliveries',
      'Promised delivery slots kept, or flagged early when they cannot be',
      'Stops that cannot be served are listed with the reason, never dropped silently',
      'Same input and seed give the same plan, so results can be checked',
    ],
  },
  {
    id: 'fleet-management',
    icon: 'drive-time',
    title: 'Fleet Management',
    summary: 'Your vehicles, drivers and shifts in one place, used directly by the optimiser.',
    capabilities: [
      'Vehicles with type, capacity, cost per kilometre, working hours and maximum distance',
      'Multi-vehicle plans that assign each stop to the best vehicle',
      'Drivers with licence details and maximum hours per day',
      'Shift templates and daily schedules generated from them',
      'Multi-day plans and recurring deliveries',
    ],
    benefits: [
      'Plans that fit the vans you actually have',
      'Workload balanced across drivers and shifts',
      'A week of recurring work planned in minutes instead of hours',
    ],
  },
  {
    id: 'advanced-analytics',
    icon: 'chart',
    title: 'Advanced Analytics',
    summary: 'Figures computed from your own routes and vehicles, not from estimates.',
    capabilities: [
      'Active routes, fleet size, average route time and cost on the dashboard',
      'Route status distribution: planned, in progress, completed, cancelled',
      'Fleet composition and utilisation',
      'Distance and cost per route, and completion rate',
      'CSV export of any date range for your own spreadsheets',
    ],
    benefits: [
      'See where time and money go, route by route',
      'Spot idle vehicles and overloaded days',
      'Report to the business with numbers you can trace back',
    ],
  },
  {
    id: 'integration-api',
    icon: 'code',
    title: 'Integration & API',
    summary: 'Everything in the console is a documented API call, so Routier fits into the systems you run.',
    capabilities: [
      'REST API described by one OpenAPI 3.1 contract',
      'Typed TypeScript SDK generated from that contract',
      'The routier command line for CSV import, export and batch optimisation in scripts',
      'Personal API tokens, revocable at any time',
      'Geocoding offline, with Nominatim or with Google; road travel times with OSRM',
      'Embedded database for a quick start, PostgreSQL for production',
    ],
    benefits: [
      'Automate dispatch from your order system',
      'No lock-in: your data and the software are yours',
      'Choose which outside services, if any, Routier talks to',
    ],
  },
];

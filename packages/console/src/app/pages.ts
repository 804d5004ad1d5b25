/**
 * Every page of the route table, each in its own chunk. Public pages first; then the signed-in screens,
 * whose feature folders belong to the operational-console work (issue 6 and later).
 */
import { lazyPage } from './lazy-page.js';

export const pages = {
  landing: lazyPage(
    () => import('../features/landing/LandingPage.js'),
    (m) => m.LandingPage,
  ),
  features: lazyPage(
    () => import('../features/product-features/FeaturesPage.js'),
    (m) => m.FeaturesPage,
  ),
  pricing: lazyPage(
    () => import('../features/pricing/PricingPage.js'),
    (m) => m.PricingPage,
  ),
  blog: lazyPage(
    () => import('../features/blog/BlogPage.js'),
    (m) => m.BlogPage,
  ),
  privacy: lazyPage(
    () => import('../features/legal/PrivacyPolicyPage.js'),
    (m) => m.PrivacyPolicyPage,
  ),
  terms: lazyPage(
    () => import('../features/legal/TermsOfServicePage.js'),
    (m) => m.TermsOfServicePage,
  ),
  auth: lazyPage(
    () => import('../features/auth/AuthPage.js'),
    (m) => m.AuthPage,
  ),
  apiDocs: lazyPage(
    () => import('../features/api-docs/ApiDocsPage.js'),
    (m) => m.ApiDocsPage,
  ),
  notFound: lazyPage(
    () => import('../features/not-found/NotFoundPage.js'),
    (m) => m.NotFoundPage,
  ),

  dashboard: lazyPage(
    () => import('../features/dashboard/DashboardPage.js'),
    (m) => m.DashboardPage,
  ),
  routePlanning: lazyPage(
    () => import('../features/route-planning/RoutePlanningPage.js'),
    (m) => m.RoutePlanningPage,
  ),
  fleet: lazyPage(
    () => import('../features/fleet/FleetPage.js'),
    (m) => m.FleetPage,
  ),
  scheduling: lazyPage(
    () => import('../features/scheduling/SchedulingPage.js'),
    (m) => m.SchedulingPage,
  ),
  multiDayPlanning: lazyPage(
    () => import('../features/multi-day-planning/MultiDayPlanningPage.js'),
    (m) => m.MultiDayPlanningPage,
  ),
  upgrade: lazyPage(
    () => import('../features/upgrade/UpgradePlanPage.js'),
    (m) => m.UpgradePlanPage,
  ),
  analytics: lazyPage(
    () => import('../features/analytics/AnalyticsPage.js'),
    (m) => m.AnalyticsPage,
  ),
  settings: lazyPage(
    () => import('../features/settings/SettingsPage.js'),
    (m) => m.SettingsPage,
  ),
  subscribe: lazyPage(
    () => import('../features/subscribe/SubscribePage.js'),
    (m) => m.SubscribePage,
  ),
};

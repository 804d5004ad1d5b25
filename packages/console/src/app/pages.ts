/**
 * Every page of the route table, each in its own chunk. Public pages first; then the signed-in screens,
 * whose feature folders belong to the operational-console work (issue 6 and later).
 */
import { lazyPage } from './lazy-page.js';

export const pages = {
  landing: lazyPage(
    () => import('../features/landing/LandingPage.js'),
    (m) => m.LandingPage,
    null,
  ),
  features: lazyPage(
    () => import('../features/product-features/FeaturesPage.js'),
    (m) => m.FeaturesPage,
    'Features',
  ),
  pricing: lazyPage(
    () => import('../features/pricing/PricingPage.js'),
    (m) => m.PricingPage,
    'Pricing',
  ),
  blog: lazyPage(
    () => import('../features/blog/BlogPage.js'),
    (m) => m.BlogPage,
    'Blog',
  ),
  privacy: lazyPage(
    () => import('../features/legal/PrivacyPolicyPage.js'),
    (m) => m.PrivacyPolicyPage,
    'Privacy Policy',
  ),
  terms: lazyPage(
    () => import('../features/legal/TermsOfServicePage.js'),
    (m) => m.TermsOfServicePage,
    'Terms of Service',
  ),
  auth: lazyPage(
    () => import('../features/auth/AuthPage.js'),
    (m) => m.AuthPage,
    'Sign In',
  ),
  apiDocs: lazyPage(
    () => import('../features/api-docs/ApiDocsPage.js'),
    (m) => m.ApiDocsPage,
    'API Documentation',
  ),
  notFound: lazyPage(
    () => import('../features/not-found/NotFoundPage.js'),
    (m) => m.NotFoundPage,
    'Page Not Found',
  ),

  dashboard: lazyPage(
    () => import('../features/dashboard/DashboardPage.js'),
    (m) => m.DashboardPage,
    'Dashboard',
  ),
  routePlanning: lazyPage(
    () => import('../features/route-planning/RoutePlanningPage.js'),
    (m) => m.RoutePlanningPage,
    'Route Planning',
  ),
  fleet: lazyPage(
    () => import('../features/fleet/FleetPage.js'),
    (m) => m.FleetPage,
    'Fleet Management',
  ),
  scheduling: lazyPage(
    () => import('../features/scheduling/SchedulingPage.js'),
    (m) => m.SchedulingPage,
    'Scheduling',
  ),
  multiDayPlanning: lazyPage(
    () => import('../features/multi-day-planning/MultiDayPlanningPage.js'),
    (m) => m.MultiDayPlanningPage,
    'Multi-Day Planning',
  ),
  upgrade: lazyPage(
    () => import('../features/upgrade/UpgradePlanPage.js'),
    (m) => m.UpgradePlanPage,
    'Upgrade Plan',
  ),
  analytics: lazyPage(
    () => import('../features/analytics/AnalyticsPage.js'),
    (m) => m.AnalyticsPage,
    'Analytics',
  ),
  settings: lazyPage(
    () => import('../features/settings/SettingsPage.js'),
    (m) => m.SettingsPage,
    'Settings',
  ),
  subscribe: lazyPage(
    () => import('../features/subscribe/SubscribePage.js'),
    (m) => m.SubscribePage,
    'Subscribe',
  ),
};

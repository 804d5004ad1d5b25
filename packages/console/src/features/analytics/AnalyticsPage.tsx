import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Analytics: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function AnalyticsPage() {
  return (
    <UpcomingScreen
      title="Analytics"
      subtitle="Route and fleet performance at a glance."
      icon="chart"
      description="Completion rate, fleet utilisation, route status distribution, fleet composition and cost per route."
    />
  );
}

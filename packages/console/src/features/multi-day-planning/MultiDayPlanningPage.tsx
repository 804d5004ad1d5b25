import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Multi-Day Planning: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function MultiDayPlanningPage() {
  return (
    <UpcomingScreen
      title="Multi-Day Planning"
      subtitle="Plan deliveries across several days."
      icon="gantt-chart"
      description="Multi-day plans, recurring deliveries and their route assignments day by day."
    />
  );
}

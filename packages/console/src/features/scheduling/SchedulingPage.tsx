import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Scheduling: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function SchedulingPage() {
  return (
    <UpcomingScreen
      title="Scheduling"
      subtitle="Manage drivers, shift templates and daily schedules."
      icon="calendar"
      description="Drivers, shift templates, daily schedules and schedule generation from templates."
    />
  );
}

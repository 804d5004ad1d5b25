import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Dashboard: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function DashboardPage() {
  return (
    <UpcomingScreen
      title="Dashboard"
      subtitle="Manage your routes and track vehicle performance."
      icon="dashboard"
      description="Statistics, quick route optimisation, a map of your routes and your most recent routes will appear here."
    />
  );
}

import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Route Planning: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function RoutePlanningPage() {
  return (
    <UpcomingScreen
      title="Route Planning"
      subtitle="Create, import, optimise and export your delivery routes."
      icon="route"
      description="Create routes, upload them from CSV, optimise one vehicle, a fleet or a batch, see them on the map and export them."
    />
  );
}

import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Fleet Management: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function FleetPage() {
  return (
    <UpcomingScreen
      title="Fleet Management"
      subtitle="Manage your vehicle fleet and settings."
      icon="drive-time"
      description="Add, edit and remove vehicles with their type, capacity and cost per kilometre."
    />
  );
}

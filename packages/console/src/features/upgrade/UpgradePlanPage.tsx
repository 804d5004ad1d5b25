import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Upgrade Plan: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function UpgradePlanPage() {
  return (
    <UpcomingScreen
      title="Upgrade Plan"
      subtitle="Compare plans and vehicle rates."
      icon="credit-card"
      description="Your plan, the vehicle types with their rate per kilometre, and tips to lower your delivery costs."
    />
  );
}

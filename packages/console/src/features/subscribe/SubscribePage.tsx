import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Subscription: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function SubscribePage() {
  return (
    <UpcomingScreen
      title="Subscription"
      subtitle="Set up your subscription."
      icon="credit-card"
      description="Checkout for the Professional plan through the payment provider this server is configured with."
    />
  );
}

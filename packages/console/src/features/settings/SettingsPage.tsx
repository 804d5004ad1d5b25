import { UpcomingScreen } from '../../components/UpcomingScreen.js';

/** Settings: placeholder until the screen is built (see docs/console.md, "Adding a screen"). */
export function SettingsPage() {
  return (
    <UpcomingScreen
      title="Settings"
      subtitle="Your profile, notifications, route defaults and display."
      icon="cog"
      description="Company profile, notification choices, default service time and priority, map display options and billing."
    />
  );
}

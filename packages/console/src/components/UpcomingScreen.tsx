import { Card, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { LinkButton } from './LinkButton.js';
import { PageHeader } from './PageHeader.js';

interface UpcomingScreenProps {
  title: string;
  subtitle: string;
  icon: IconName;
  /** What the screen will do, in one or two sentences. */
  description: string;
}

/**
 * A signed-in screen that is not built yet says so plainly, instead of showing invented data. Each
 * feature folder replaces its use of this component with the real page.
 */
export function UpcomingScreen({ title, subtitle, icon, description }: UpcomingScreenProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="upcoming-card">
        <NonIdealState
          icon={icon}
          title={`${title} arrives in a coming release`}
          description={
            <>
              <p>{description}</p>
              <p>The API Documentation lists the calls this screen is built on.</p>
            </>
          }
          action={
            <LinkButton to="/api-docs" variant="outlined" icon="code">
              API Documentation
            </LinkButton>
          }
        />
      </Card>
    </>
  );
}

import { Intent, Tag } from '@blueprintjs/core';
import { AppTooltip } from '../../components/AppTooltip.js';

/**
 * Marks totals computed for an older version of a route (its stops, start or vehicle changed since): they are
 * never shown as current. Nothing when the totals are up to date.
 */
export function StaleTotalsTag({ stale }: { stale: boolean }) {
  if (!stale) return null;
  return (
    <AppTooltip content="The stops changed since these totals were computed. Optimize the route again.">
      <Tag minimal intent={Intent.WARNING} icon="outdated" data-testid="stale-totals" tabIndex={0}>
        Out of date
      </Tag>
    </AppTooltip>
  );
}

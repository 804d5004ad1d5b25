import { Card, Classes, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';

interface StatTileProps {
  label: string;
  value: string | undefined;
  hint?: string;
  icon: IconName;
  loading: boolean;
}

/** One statistic; a skeleton while the statistics load. */
export function StatTile({ label, value, hint, icon, loading }: StatTileProps) {
  return (
    <Card className="stat-tile" data-testid="stat-tile" aria-busy={loading}>
      <div className="stat-tile-head">
        <span className={`${Classes.TEXT_MUTED} stat-tile-label`}>{label}</span>
        <span className="stat-tile-icon">
          <Icon icon={icon} />
        </span>
      </div>
      <div className={`stat-tile-value${loading ? ` ${Classes.SKELETON}` : ''}`}>
        {loading ? '0000' : value}
      </div>
      <div className={`${Classes.TEXT_MUTED} stat-tile-hint${loading ? ` ${Classes.SKELETON}` : ''}`}>
        {loading ? 'Loading statistics' : (hint ?? '\u00a0')}
      </div>
    </Card>
  );
}

import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The first cell of a routes table: the route's name over a muted line (`children`). */
export function RouteNameCell({ name, children }: { name: string; children: ReactNode }) {
  return (
    <td className="cell-main">
      <div className="route-name-cell">
        <span className="route-name">{name}</span>
        <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} route-start`}>{children}</span>
      </div>
    </td>
  );
}

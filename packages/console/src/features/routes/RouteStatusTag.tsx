import { Tag } from '@blueprintjs/core';
import type { RouteStatus } from '@routier/sdk';
import { statusIntent, statusLabel } from './status.js';

export function RouteStatusTag({ status }: { status: RouteStatus }) {
  return (
    <Tag minimal round intent={statusIntent(status)} data-status={status}>
      {statusLabel(status)}
    </Tag>
  );
}

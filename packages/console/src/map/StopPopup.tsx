import { Button, Classes } from '@blueprintjs/core';
import type { StopInfo } from './map-model.js';
import { PRIORITY_COLORS, PRIORITY_LABELS } from './palette.js';

interface StopPopupProps {
  info: StopInfo;
  pixel: [number, number];
  /** A clicked stop stays open until closed; a hovered one follows the pointer. */
  pinned: boolean;
  onClose: () => void;
}

/** The details of the stop under the pointer or clicked: address, visiting order, arrival time. */
export function StopPopup({ info, pixel, pinned, onClose }: StopPopupProps) {
  const [x, y] = pixel;
  return (
    <div
      className="route-map-popup"
      role={pinned ? 'dialog' : 'tooltip'}
      aria-label={info.depot ? 'Depot details' : `Stop ${info.order} details`}
      data-testid="map-popup"
      style={{ left: x, top: y }}
    >
      <div className="route-map-popup-head">
        <strong>{info.depot ? 'Depot (start)' : `Stop ${info.order} of ${info.stopCount}`}</strong>
        {pinned ? (
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            aria-label="Close stop details"
            onClick={onClose}
          />
        ) : null}
      </div>
      <div className={Classes.TEXT_MUTED}>{info.routeName}</div>
      {info.name ? <div className="route-map-popup-name">{info.name}</div> : null}
      <div className="route-map-popup-address">{info.address}</div>
      {info.depot ? null : (
        <dl className="route-map-popup-facts">
          <dt>Priority</dt>
          <dd>
            <span className="route-map-dot" style={{ background: PRIORITY_COLORS[info.priority] }} />
            {PRIORITY_LABELS[info.priority]}
          </dd>
          <dt>Arrival</dt>
          <dd>{info.arrival ?? 'Not scheduled'}</dd>
        </dl>
      )}
      {info.approximate ? (
        <div className="route-map-popup-note">
          Approximate location{info.approximateNote ? `: ${info.approximateNote}` : ''}
        </div>
      ) : null}
    </div>
  );
}

import { Button, Callout, DialogBody, DialogFooter, Intent, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { AppDialog } from '../../components/AppDialog.js';
import { TextField } from '../../components/TextField.js';
import { RouteMap } from '../../map/RouteMap.js';
import type { MapRoute } from '../../map/map-model.js';
import { choicesOf, complete, type Decision, type ReviewItem } from './placement-review.js';

interface PlacementReviewDialogProps {
  items: readonly ReviewItem[];
  onApply: (decisions: Map<string, Decision>) => void;
  onClose: () => void;
}

const REASONS: Record<string, string> = {
  OUT_OF_REACH: 'Far from the start',
  LOW_CONFIDENCE: 'Unsure match',
  AMBIGUOUS: 'Several places',
  NOT_FOUND: 'Not found',
};

const label = (item: ReviewItem) => (item.index === null ? 'Starting location' : `Stop ${item.index + 1}`);
const km = (x: number | null) =>
  x === null ? '' : ` · ${x.toLocaleString(undefined, { maximumFractionDigits: 1 })} km from the start`;

/** The places every stop may mean, one map "route" per stop (no line: one point each). */
function candidateRoutes(items: readonly ReviewItem[]): MapRoute[] {
  return items.flatMap((item, i) =>
    choicesOf(item).map((c, k) => ({
      id: `${item.field}-${k}`,
      name: `${label(item)}: ${c.displayName}`,
      colorIndex: i,
      start: null,
      stops: [{ lat: c.lat, lng: c.lng, address: c.displayName, order: k + 1, priority: 'medium' as const }],
      returnToStart: false,
      geometry: null,
    })),
  );
}

/**
 * The review step (issue 15): each stop the server could not place with confidence, what it matched and how
 * far, the places it may mean (numbered on the map), and the dispatcher's decision — one of those places,
 * coordinates, or removing the stop. Nothing is planned until every stop is decided.
 */
export function PlacementReviewDialog({ items, onApply, onClose }: PlacementReviewDialogProps) {
  const [decisions, setDecisions] = useState(() => new Map<string, Decision>());
  const [typed, setTyped] = useState<Record<string, string>>({});
  const routes = useMemo(() => candidateRoutes(items), [items]);
  const decide = (field: string, decision: Decision | undefined) =>
    setDecisions((current) => {
      const next = new Map(current);
      if (decision) next.set(field, decision);
      else next.delete(field);
      return next;
    });

  const typedDecision = (text: string): Decision | undefined => {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
    if (!m) return undefined;
    const [lat, lng] = [Number(m[1]), Number(m[2])];
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { kind: 'place', lat, lng, label: text.trim() }
      : undefined;
  };

  return (
    <AppDialog
      isOpen
      title="Check these stops before planning"
      onClose={onClose}
      style={{ width: 720, maxWidth: '95vw' }}
    >
      <DialogBody>
        <Callout intent={Intent.WARNING} icon="map-marker">
          Routier is not sure where {items.length === 1 ? 'this stop is' : `these ${items.length} stops are`}.
          Pick the place you meant, type its coordinates, or remove the stop. Nothing is planned until each
          one is decided.
        </Callout>
        {routes.length > 0 && (
          <div className="placement-review-map">
            <RouteMap routes={routes} label="Map of the places these stops may mean" height={220} />
          </div>
        )}
        {items.map((item) => {
          const choices = choicesOf(item);
          const current = decisions.get(item.field);
          const chosen =
            current?.kind === 'place'
              ? choices.findIndex((c) => c.lat === current.lat && c.lng === current.lng)
              : -1;
          const selected =
            current?.kind === 'remove'
              ? 'remove'
              : chosen >= 0
                ? String(chosen)
                : current?.kind === 'place'
                  ? 'typed'
                  : '';
          return (
            <section
              key={item.field}
              className="placement-review-item"
              aria-label={`${label(item)}: ${item.address}`}
            >
              <h4>
                {label(item)}: “{item.address || item.issue?.address}”{' '}
                {item.issue && (
                  <Tag minimal intent={Intent.WARNING}>
                    {REASONS[item.issue.reason]}
                  </Tag>
                )}
              </h4>
              <p className="placement-review-message">{item.message}</p>
              <RadioGroup
                name={`review-${item.field}`}
                selectedValue={selected}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  if (value === 'remove') decide(item.field, { kind: 'remove' });
                  else if (value === 'typed') decide(item.field, typedDecision(typed[item.field] ?? ''));
                  else {
                    const c = choices[Number(value)];
                    decide(item.field, { kind: 'place', lat: c.lat, lng: c.lng, label: c.displayName });
                  }
                }}
              >
                {choices.map((c, k) => (
                  <Radio key={k} value={String(k)} label={`${k + 1}. ${c.displayName}${km(c.distanceKm)}`} />
                ))}
                <Radio value="typed" label="These coordinates:" />
                {item.index !== null && <Radio value="remove" label="Remove this stop" />}
              </RadioGroup>
              <TextField
                id={`review-${item.field}-coordinates`}
                label="Latitude, longitude"
                placeholder="51.4613, -0.3037"
                value={typed[item.field] ?? ''}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setTyped((t) => ({ ...t, [item.field]: text }));
                  if (selected === 'typed' || typedDecision(text)) decide(item.field, typedDecision(text));
                }}
              />
            </section>
          );
        })}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              intent={Intent.PRIMARY}
              disabled={!complete(items, decisions)}
              onClick={() => onApply(decisions)}
            >
              Plan with these places
            </Button>
          </>
        }
      />
    </AppDialog>
  );
}

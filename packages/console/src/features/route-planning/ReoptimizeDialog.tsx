import { useState } from 'react';
import {
  Button,
  Callout,
  Classes,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  NumericInput,
} from '@blueprintjs/core';
import type { PlanDiff, ReoptimizeResponse, Route } from '@routier/sdk';
import { AppDialog } from '../../components/AppDialog.js';
import { serverMessage } from '../routes/api-errors.js';
import { useReoptimizeRoute } from '../routes/use-route-mutations.js';
import { clock } from './reoptimize-text.js';

interface ReoptimizeDialogProps {
  route: Route | null;
  onClose: () => void;
  onSaved: (route: Route) => void;
}

/**
 * Re-optimise a route during the day: say how many stops are done or under way, preview the new plan and what
 * it changes (added, removed and moved stops, distance, time, each remaining stop's ETA), then apply it.
 */
export function ReoptimizeDialog({ route, onClose, onSaved }: ReoptimizeDialogProps) {
  const [locked, setLocked] = useState(0);
  const [preview, setPreview] = useState<ReoptimizeResponse | null>(null);
  const mutation = useReoptimizeRoute();
  const stops = route?.destinations.length ?? 0;
  const close = () => {
    setPreview(null);
    setLocked(0);
    mutation.reset();
    onClose();
  };
  const run = (save: boolean) => {
    if (!route) return;
    mutation.mutate(
      { id: route.id, body: { lockedStops: locked, save } },
      {
        onSuccess: (answer) => {
          if (answer.saved) {
            onSaved(answer.route);
            close();
          } else setPreview(answer);
        },
      },
    );
  };
  return (
    <AppDialog
      isOpen={route !== null}
      onClose={close}
      title={`Re-optimise ${route?.name ?? ''}`}
      icon="refresh"
    >
      <DialogBody>
        <FormGroup
          label="Stops done or under way"
          labelFor="locked-stops"
          helperText="They keep their place at the start of the route; the rest are planned again from the last of them."
        >
          <NumericInput
            id="locked-stops"
            min={0}
            max={stops}
            value={locked}
            onValueChange={(n) => {
              setLocked(Number.isFinite(n) ? Math.max(0, Math.min(stops, Math.round(n))) : 0);
              setPreview(null);
            }}
          />
        </FormGroup>
        {mutation.isError ? (
          <Callout intent="danger" title="Could not re-optimise">
            {serverMessage(
              mutation.error,
              'Something went wrong re-optimising this route. Please try again.',
            )}
          </Callout>
        ) : null}
        {preview ? <DiffView diff={preview.diff} /> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button icon="eye-open" loading={mutation.isPending && !preview} onClick={() => run(false)}>
              Preview changes
            </Button>
            <Button
              intent="primary"
              icon="tick"
              disabled={preview === null}
              loading={mutation.isPending && preview !== null}
              onClick={() => run(true)}
            >
              Apply new plan
            </Button>
          </>
        }
      />
    </AppDialog>
  );
}

function DiffView({ diff }: { diff: PlanDiff }) {
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
  return (
    <section aria-label="Changes to the plan" data-testid="plan-diff">
      <h3 className={`${Classes.HEADING} dialog-section-title`}>What changes</h3>
      <p>
        {sign(diff.distanceChange)} km · {sign(diff.timeChange)} min driving · {diff.added.length} added ·{' '}
        {diff.removed.length} removed · {diff.moved.length} moved · {diff.kept.length} unchanged
      </p>
      {diff.removed.length > 0 ? (
        <Callout intent="warning" title="Removed">
          {diff.removed.map((r) => `${r.address} (was stop ${r.from})`).join('; ')}
        </Callout>
      ) : null}
      <div className="table-scroll">
        <HTMLTable compact striped className="routes-table">
          <thead>
            <tr>
              <th>Stop</th>
              <th>Position</th>
              <th className="numeric">ETA before</th>
              <th className="numeric">ETA after</th>
              <th className="numeric">Change</th>
            </tr>
          </thead>
          <tbody>
            {diff.etaChanges.map((e, i) => {
              const line = [...diff.added, ...diff.moved, ...diff.kept].find(
                (d) => d.address === e.address && d.to !== null,
              );
              return (
                <tr key={i} data-testid="diff-row">
                  <td>{e.address}</td>
                  <td>{positionText(line)}</td>
                  <td className="numeric">{clock(e.before)}</td>
                  <td className="numeric">{clock(e.after)}</td>
                  <td className="numeric">{e.change === null ? '—' : `${sign(e.change)} min`}</td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    </section>
  );
}

/** "3" (in place), "2 → 4" (moved) or "new, 5" (added). */
function positionText(line: { from: number | null; to: number | null } | undefined): string {
  if (line === undefined) return '';
  if (line.from === null) return `new, ${line.to}`;
  return line.from === line.to ? String(line.to) : `${line.from} → ${line.to}`;
}

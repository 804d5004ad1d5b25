import { Checkbox, Classes, FormGroup } from '@blueprintjs/core';
import { useRoutesInRange } from '../routes/route-queries.js';

/**
 * The routes scheduled on a day that no shift holds yet, to give to the shift being made (its driver then
 * shows on Route Planning). Routes already on a shift are listed as taken, with whose.
 */
export function DayRoutes({
  date,
  chosen,
  onChange,
}: {
  date: string;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const routes = useRoutesInRange({ from: date, to: date });
  const list = routes.data?.routes ?? [];
  if (!date || list.length === 0) return null;
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((r) => r !== id) : [...chosen, id]);
  return (
    <FormGroup label="Routes" labelInfo={`(scheduled on ${date})`}>
      <div role="group" aria-label="Routes" className="day-routes">
        {list.map((r) =>
          r.assignment ? (
            <span key={r.id} className={Classes.TEXT_MUTED}>
              {r.name}: on {r.assignment.driverName ?? 'an unassigned'} shift
            </span>
          ) : (
            <Checkbox
              key={r.id}
              label={r.name}
              checked={chosen.includes(r.id)}
              onChange={() => toggle(r.id)}
            />
          ),
        )}
      </div>
    </FormGroup>
  );
}

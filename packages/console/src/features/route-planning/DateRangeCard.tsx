import { Button, FormGroup, Intent } from '@blueprintjs/core';
import type { Route } from '@routier/sdk';
import { showToast } from '../../lib/toaster.js';
import { bulkExport, downloadCsv } from '../routes/csv-download.js';
import { weekOf, type DateRange } from '../routes/dates.js';
import { PanelCard } from '../routes/PanelCard.js';

interface DateRangeCardProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** The routes scheduled in the range (what Export CSV writes); undefined while loading. */
  routes: Route[] | undefined;
}

/** From / To, Current Week (weeks start Monday) and Export CSV with the count of routes in range. */
export function DateRangeCard({ range, onChange, routes }: DateRangeCardProps) {
  const invalid = range.from !== '' && range.to !== '' && range.from > range.to;
  const count = routes?.length;
  const exportCsv = () => {
    if (!routes) return;
    const file = bulkExport(routes, range);
    downloadCsv(file);
    showToast({
      title: 'Export Downloaded',
      description: `${file.fileName} has been exported to CSV`,
      intent: Intent.SUCCESS,
    });
  };
  return (
    <PanelCard
      id="date-range"
      title="Date Range & Export"
      subtitle="Choose the days to plan, see on the map and export."
      icon="calendar"
      testId="date-range-card"
    >
      <div className="date-range-row">
        <FormGroup label="From" labelFor="range-from" className="date-range-field">
          <input
            id="range-from"
            type="date"
            className="bp6-input bp6-fill"
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => onChange({ ...range, from: event.target.value })}
          />
        </FormGroup>
        <FormGroup label="To" labelFor="range-to" className="date-range-field">
          <input
            id="range-to"
            type="date"
            className="bp6-input bp6-fill"
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => onChange({ ...range, to: event.target.value })}
          />
        </FormGroup>
        <div className="date-range-buttons">
          <Button icon="calendar" variant="outlined" onClick={() => onChange(weekOf())}>
            Current Week
          </Button>
          <Button
            icon="download"
            intent={Intent.PRIMARY}
            disabled={!routes || count === 0 || invalid}
            onClick={exportCsv}
            data-testid="export-csv"
          >
            Export CSV ({count ?? '…'})
          </Button>
        </div>
      </div>
      {invalid ? <div className="field-error">The From date must be on or before the To date.</div> : null}
    </PanelCard>
  );
}

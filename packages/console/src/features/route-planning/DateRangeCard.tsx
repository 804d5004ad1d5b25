import { Button, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { Route } from '@routier/sdk';
import { showToast } from '../../components/toast/toaster.js';
import { downloadCsv, EXPORT_FORMATS, rangeExport, type ExportFormat } from '../routes/csv-download.js';
import { weekOf, type DateRange } from '../routes/dates.js';
import { PanelCard } from '../routes/PanelCard.js';
import { useVehicles } from '../fleet/use-vehicles.js';

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
  const [format, setFormat] = useState<ExportFormat>('routes');
  const vehicles = useVehicles();
  const exportCsv = () => {
    if (!routes) return;
    const names = new Map((vehicles.data ?? []).map((v) => [v.id, v.name]));
    const file = rangeExport(routes, range, format, names);
    downloadCsv(file);
    const kind = format === 'geojson' ? 'GeoJSON' : format === 'gpx' ? 'GPX' : 'CSV';
    showToast({
      title: 'Export Downloaded',
      description: `${file.fileName} has been exported to ${kind}`,
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
        <FormGroup label="Export as" labelFor="export-format" className="date-range-field">
          <HTMLSelect
            id="export-format"
            fill
            value={format}
            options={EXPORT_FORMATS}
            onChange={(event) => setFormat(event.currentTarget.value as ExportFormat)}
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
            {format === 'routes' || format === 'stops' ? 'Export CSV' : 'Export'} ({count ?? '…'})
          </Button>
        </div>
      </div>
      {invalid ? <div className="field-error">The From date must be on or before the To date.</div> : null}
    </PanelCard>
  );
}

import { Button, Callout, Classes, FileInput, HTMLTable, Intent } from '@blueprintjs/core';
import type { CsvUploadRequest } from '@routier/sdk';
import { SelectField } from '../../components/SelectField.js';
import { OfflineGeocoderNote } from '../routes/OfflineGeocoderNote.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { parseRoutesCsv, type CsvRowError, type CsvUploadResult, type ErrorDetail } from '@routier/sdk';
import { api, isRoutierApiError, unwrap } from '../../lib/api-client.js';
import { showToast } from '../../components/toast/toaster.js';
import { downloadCsv } from '../routes/csv-download.js';
import { plural } from '../routes/format.js';
import { PanelCard } from '../routes/PanelCard.js';
import { invalidateRouteData } from '../routes/route-queries.js';
import { EXAMPLE_CSV, isCsvFile, previewCsv, type CsvPreview } from './csv-file.js';

export const CSV_INPUT_ID = 'csv-file-input';

interface Selected {
  name: string;
  text: string;
  preview: CsvPreview;
  /** Problems the importer will refuse the file for (checked in the browser before sending). */
  problems: CsvRowError[];
}

type Outcome =
  | { state: 'idle' }
  | { state: 'success'; result: CsvUploadResult }
  | { state: 'error'; message: string; details: ErrorDetail[] }
  /** Stops the server could not place with confidence: listed, and imported only if the dispatcher accepts. */
  | { state: 'unresolved'; message: string; details: ErrorDetail[]; text: string };

type OnConflict = NonNullable<CsvUploadRequest['onConflict']>;
const CONFLICT_CHOICES: { value: OnConflict; label: string }[] = [
  { value: 'error', label: 'Refuse the file' },
  { value: 'skip', label: 'Skip those routes' },
  { value: 'replace', label: 'Replace the stored routes' },
  { value: 'new', label: 'Import them as new routes' },
];

const mayMean = (d: ErrorDetail) =>
  d.placement?.candidates.length
    ? ` May mean: ${d.placement.candidates.map((c) => c.displayName + (c.distanceKm === null ? '' : ` (${c.distanceKm} km)`)).join('; ')}.`
    : '';

function rowText(row: number | null | undefined, message: string) {
  return row ? `Row ${row}: ${message}` : message;
}

/** Upload CSV: instructions, file check, preview of the first 5 rows, then the success or error state. */
export function UploadCsvCard() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [onConflict, setOnConflict] = useState<OnConflict>('error');

  const upload = useMutation({
    mutationFn: ({ csvData, acceptApproximate }: { csvData: string; acceptApproximate?: boolean }) =>
      unwrap(
        api.POST('/api/routes/upload-csv', {
          body: { csvData, onConflict, ...(acceptApproximate ? { placement: { acceptApproximate } } : {}) },
        }),
      ),
    onSuccess: (result) => {
      setOutcome({ state: 'success', result });
      setSelected(null);
      void invalidateRouteData(queryClient);
      showToast({
        title: 'Success',
        description: `Successfully uploaded ${result.routesCreated} routes`,
        intent: Intent.SUCCESS,
      });
    },
    onError: (error, { csvData }) => {
      const message = isRoutierApiError(error) && error.message ? error.message : 'Failed to upload CSV file';
      const details = isRoutierApiError(error) ? error.details : [];
      if (isRoutierApiError(error) && error.code === 'ADDRESS_UNRESOLVED') {
        setOutcome({ state: 'unresolved', message, details, text: csvData });
        showToast({ title: 'Check these stops', description: message, intent: Intent.WARNING });
        return;
      }
      setOutcome({ state: 'error', message, details });
      showToast({ title: 'Upload failed', description: message, intent: Intent.DANGER });
    },
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome({ state: 'idle' });
    if (!isCsvFile(file)) {
      setSelected(null);
      showToast({ title: 'Invalid file', description: 'Please select a CSV file', intent: Intent.DANGER });
      return;
    }
    const text = await file.text();
    const parsed = parseRoutesCsv(text);
    setSelected({
      name: file.name,
      text,
      preview: previewCsv(text),
      problems: parsed.ok ? [] : parsed.errors,
    });
  };

  return (
    <PanelCard
      id="upload-csv"
      title="Upload CSV"
      subtitle="Import many routes at once."
      icon="upload"
      testId="upload-csv-card"
      actions={
        <Button
          variant="minimal"
          icon="download"
          onClick={() => downloadCsv({ fileName: 'routes-example.csv', text: EXAMPLE_CSV })}
        >
          Example file
        </Button>
      }
    >
      <ul className={`upload-instructions ${Classes.TEXT_MUTED}`}>
        <li>A header row, then one route per row: route name, start location, then its destinations.</li>
        <li>
          Destinations go one per column, or in one <code>Destinations</code> column separated by semicolons,
          as Export CSV writes them. <code>Scheduled Date</code> and <code>Status</code> columns are read when
          present.
        </li>
        <li>
          Or one stop per row with its constraints:{' '}
          <code>
            route_name, start_location, scheduled_date, address, name, lat, lng, priority, demand,
            service_time, time_window_start, time_window_end, special_requirements, notes, vehicle
          </code>{' '}
          (as Export stops writes them). Unknown columns are refused.
        </li>
        <li>Up to 10,000 routes and 200 stops per route; 5 MB at most. All rows are imported, or none.</li>
      </ul>
      <OfflineGeocoderNote />
      <SelectField
        id="csv-on-conflict"
        label="Routes already stored (same name and date)"
        value={onConflict}
        onChange={(e) => setOnConflict(e.currentTarget.value as OnConflict)}
        options={CONFLICT_CHOICES}
      />
      <FileInput
        fill
        text={selected?.name ?? 'Choose a CSV file...'}
        buttonText="Browse"
        hasSelection={selected !== null}
        inputProps={{ id: CSV_INPUT_ID, accept: '.csv,text/csv', 'aria-label': 'CSV file' }}
        onInputChange={(event) => void choose(event as ChangeEvent<HTMLInputElement>)}
      />
      {selected ? (
        <div className="csv-preview" data-testid="csv-preview">
          <div className="csv-preview-head">
            <strong>Preview</strong>
            <span className={Classes.TEXT_MUTED}>
              {selected.preview.total > 5
                ? `First 5 of ${selected.preview.total} rows`
                : plural(selected.preview.total, 'row')}
            </span>
          </div>
          <div className="table-scroll">
            <HTMLTable compact bordered className="csv-preview-table">
              <thead>
                <tr>
                  {selected.preview.header.map((cell, i) => (
                    <th key={i}>{cell}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {selected.preview.rows.map((row, r) => (
                  <tr key={r}>
                    {selected.preview.header.map((_, c) => (
                      <td key={c}>{row[c] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          {selected.problems.length > 0 ? (
            <Callout intent={Intent.WARNING} title="This file cannot be imported as it is" compact>
              <ul className="row-errors">
                {selected.problems.slice(0, 10).map((p, i) => (
                  <li key={i}>{rowText(p.row, p.message)}</li>
                ))}
              </ul>
            </Callout>
          ) : null}
          <div className="csv-preview-actions">
            <Button variant="outlined" onClick={() => setSelected(null)}>
              Clear
            </Button>
            <Button
              intent={Intent.PRIMARY}
              icon="upload"
              loading={upload.isPending}
              disabled={selected.problems.length > 0}
              onClick={() => upload.mutate({ csvData: selected.text })}
            >
              Upload {plural(selected.preview.total, 'route')}
            </Button>
          </div>
        </div>
      ) : null}
      {outcome.state === 'success' ? (
        <Callout intent={Intent.SUCCESS} className="upload-outcome" data-testid="upload-success">
          Successfully uploaded {outcome.result.routesCreated} routes
          {outcome.result.routesReplaced ? `, replaced ${outcome.result.routesReplaced}` : ''}
          {outcome.result.routesSkipped
            ? `, skipped ${outcome.result.routesSkipped} already stored`
            : ''}:{' '}
          {outcome.result.routes
            .slice(0, 5)
            .map((r) => r.name)
            .join(', ')}
          {outcome.result.routes.length > 5 ? ` and ${outcome.result.routes.length - 5} more` : ''}.
        </Callout>
      ) : null}
      {outcome.state === 'unresolved' ? (
        <Callout
          intent={Intent.WARNING}
          title="Check these stops"
          className="upload-outcome"
          data-testid="upload-unresolved"
        >
          <p>
            Nothing was imported: Routier is not sure where these stops are. Fix them in the file (add the
            city and region, or coordinates), or import the file with the places it matched.
          </p>
          <ul className="row-errors">
            {outcome.details.slice(0, 20).map((d, i) => (
              <li key={i}>{rowText(d.row, d.message + mayMean(d))}</li>
            ))}
          </ul>
          <div className="csv-preview-actions">
            <Button variant="outlined" onClick={() => setOutcome({ state: 'idle' })}>
              Cancel
            </Button>
            <Button
              intent={Intent.WARNING}
              loading={upload.isPending}
              onClick={() => upload.mutate({ csvData: outcome.text, acceptApproximate: true })}
            >
              Import with these places
            </Button>
          </div>
        </Callout>
      ) : null}
      {outcome.state === 'error' ? (
        <Callout intent={Intent.DANGER} className="upload-outcome" data-testid="upload-error">
          <p>Upload failed. Please check your CSV format and try again.</p>
          <ul className="row-errors">
            {(outcome.details.length > 0 ? outcome.details : [{ message: outcome.message }])
              .slice(0, 10)
              .map((d, i) => (
                <li key={i}>{rowText('row' in d ? d.row : null, d.message)}</li>
              ))}
          </ul>
        </Callout>
      ) : null}
    </PanelCard>
  );
}

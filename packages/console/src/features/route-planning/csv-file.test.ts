import { describe, expect, it } from 'vitest';
import { parseRoutesCsv } from '@routier/sdk';
import { EXAMPLE_CSV, isCsvFile, previewCsv } from './csv-file.js';

describe('CSV upload file', () => {
  it('accepts .csv files and CSV types, refuses others', () => {
    expect(isCsvFile({ name: 'routes.csv', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'ROUTES.CSV', type: 'application/octet-stream' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(
      isCsvFile({
        name: 'routes.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    ).toBe(false);
    expect(isCsvFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });

  it('previews the header and the first 5 rows, counting them all', () => {
    const rows = Array.from({ length: 8 }, (_, i) => `Route ${i + 1},"Austin, TX","Kyle, TX"`);
    const preview = previewCsv(
      `\uFEFFRoute Name,Start Location,Destination 1\r\n${rows.join('\r\n')}\r\n\r\n`,
    );
    expect(preview.header).toEqual(['Route Name', 'Start Location', 'Destination 1']);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual(['Route 1', 'Austin, TX', 'Kyle, TX']);
    expect(preview.total).toBe(8);
  });

  it('offers an example the importer reads', () => {
    const parsed = parseRoutesCsv(EXAMPLE_CSV);
    expect(parsed.ok).toBe(true);
    expect(parsed.routes.map((r) => r.destinations.length)).toEqual([3, 2]);
  });
});

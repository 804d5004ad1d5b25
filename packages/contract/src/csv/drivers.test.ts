import { describe, expect, it } from 'vitest';
import { parseDriversCsv } from './drivers.js';
import { parseVehiclesCsv } from './vehicles.js';

describe('parseDriversCsv', () => {
  it('reads drivers with their optional fields, spelt either way', () => {
    const result = parseDriversCsv(
      'Name,Licence Number,License Type,E-mail,Phone,Max Work Hours,Active\n' +
        'Maria Lopez,TX-1,Commercial,maria@example.com,+1 512 555 0101,10,yes\n' +
        '\n' +
        'Sam Ortiz,TX-2,,,,,\n',
    );
    expect(result).toEqual({
      ok: true,
      drivers: [
        {
          row: 2,
          name: 'Maria Lopez',
          licenseNumber: 'TX-1',
          licenseType: 'commercial',
          email: 'maria@example.com',
          phone: '+1 512 555 0101',
          maxWorkHours: 10,
          isActive: true,
        },
        { row: 4, name: 'Sam Ortiz', licenseNumber: 'TX-2' },
      ],
    });
  });

  it('refuses unknown columns by name and names every bad cell with its row', () => {
    const unknown = parseDriversCsv('name,license_number,shoe size\nA,1,42\n');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.errors[0].message).toMatch(/^Unknown column 'shoe size' \(column 3\)/);
    const bad = parseDriversCsv('name,license_number,email,max_work_hours,license_type\n,X,nope,13,pilot\n');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.map((e) => [e.row, e.column])).toEqual([
        [2, 'name'],
        [2, 'license_type'],
        [2, 'email'],
        [2, 'max_work_hours'],
      ]);
    }
    const missing = parseDriversCsv('name\nA\n');
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.errors[0].message).toBe('The header needs a license_number column');
    expect(parseDriversCsv('name,license_number\n')).toEqual({
      ok: false,
      errors: [{ row: null, code: 'CSV_INVALID', message: 'The CSV file has no drivers' }],
    });
  });

  it('leaves the vehicles reader as it was', () => {
    const result = parseVehiclesCsv('name,type,cost_per_km,colour\nVan,cargo_van,1.2,blue\n');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0].message).toMatch(/^Unknown column 'colour'.*vehicles take name, type/);
  });
});

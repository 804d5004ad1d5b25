/**
 * The drivers CSV (`routier drivers import FILE.csv`): a header naming its columns — name, license_number,
 * license_type, email, phone, max_work_hours, active (case, spaces and underscores ignored; "licence" spelt
 * either way) — then one driver per row. Name and licence number are required; the rest take the server's
 * defaults (regular licence, 8 hours, active). An unknown header cell is refused by name. Pure: the server
 * imports the drivers all or none (`POST /api/drivers/import`).
 */
import type { DriverCreate, LicenseType } from '../types.js';
import { normaliseHeader, parseNumber, type CsvRowError } from './cells.js';
import { parseYesNo, readHeadedTable } from './headed-table.js';

type Column = 'name' | 'license' | 'licenseType' | 'email' | 'phone' | 'hours' | 'active';

const NAMES: Record<Column, string[]> = {
  name: ['name', 'drivername', 'driver'],
  license: [
    'license_number',
    'licensenumber',
    'licencenumber',
    'license',
    'licence',
    'licenseno',
    'licenceno',
  ],
  licenseType: ['license_type', 'licensetype', 'licencetype'],
  email: ['email', 'e-mail', 'emailaddress'],
  phone: ['phone', 'phonenumber', 'mobile'],
  hours: ['max_work_hours', 'maxworkhours', 'workhours', 'maxhours', 'maxhoursperday'],
  active: ['active', 'isactive'],
};

const LICENSE_TYPES: Record<string, LicenseType> = {
  regular: 'regular',
  commercial: 'commercial',
  heavyduty: 'heavy_duty',
};

/** The same rule as the API's `format: email`, loosely: something@domain.tld without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ParseDriversCsvResult =
  { ok: true; drivers: (DriverCreate & { row: number })[] } | { ok: false; errors: CsvRowError[] };

export function parseDriversCsv(text: string): ParseDriversCsvResult {
  const table = readHeadedTable(text, NAMES, ['name', 'license'], 'drivers');
  if (!table.ok) return table;
  const { errors } = table;
  const drivers: (DriverCreate & { row: number })[] = [];
  for (const { row, cell, bad } of table.rows) {
    const name = cell('name');
    if (!name) bad('name', 'Driver name is required');
    const licenseNumber = cell('license');
    if (!licenseNumber) bad('license', 'License number is required');
    const typeText = cell('licenseType');
    const licenseType = typeText ? LICENSE_TYPES[normaliseHeader(typeText)] : undefined;
    if (typeText && !licenseType)
      bad('licenseType', `License type '${typeText}' must be regular, commercial or heavy_duty`);
    const email = cell('email');
    if (email && !EMAIL.test(email)) bad('email', `'${email}' is not a valid email address`);
    const hoursText = cell('hours');
    const hours = hoursText ? parseNumber(hoursText) : undefined;
    if (hours === null || (hours !== undefined && (!Number.isInteger(hours) || hours < 1 || hours > 12))) {
      bad('hours', `Max work hours '${hoursText}' must be a whole number from 1 to 12`);
    }
    const active = parseYesNo(cell('active'));
    if (active === null) bad('active', `Active '${cell('active')}' must be yes or no`);
    drivers.push({
      row,
      name,
      licenseNumber,
      ...(licenseType ? { licenseType } : {}),
      ...(email ? { email } : {}),
      ...(cell('phone') ? { phone: cell('phone') } : {}),
      ...(typeof hours === 'number' ? { maxWorkHours: hours } : {}),
      ...(active === true || active === false ? { isActive: active } : {}),
    });
  }
  return errors.length ? { ok: false, errors } : { ok: true, drivers };
}

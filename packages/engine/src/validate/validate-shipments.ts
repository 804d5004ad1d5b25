import type { ShipmentInput, ShipmentStepInput } from '../model/input.js';
import {
  fail,
  optionalNumber,
  requireId,
  requireInteger,
  validateAmounts,
  validatePriority,
  validateSkills,
  validateWindow,
} from './checks.js';

/** One shipment's own fields (ids across shipments and references to vehicles are checked by the caller). */
export function validateShipment(sh: ShipmentInput, path: string, nLoc: number): void {
  if (sh === null || typeof sh !== 'object') fail('INVALID_SHIPMENT', path, 'must be an object');
  requireId('INVALID_SHIPMENT', `${path}.id`, sh.id);
  validateStep(sh.pickup, `${path}.pickup`, nLoc);
  validateStep(sh.delivery, `${path}.delivery`, nLoc);
  validateAmounts(sh.amount, `${path}.amount`, 'INVALID_SHIPMENT');
  validatePriority(sh.priority, `${path}.priority`, 'INVALID_SHIPMENT');
  validateSkills(sh.skills, `${path}.skills`, 'INVALID_SHIPMENT');
  optionalNumber('INVALID_SHIPMENT', `${path}.maxRideS`, sh.maxRideS, 0);
  if (sh.name !== undefined && typeof sh.name !== 'string')
    fail('INVALID_SHIPMENT', `${path}.name`, 'must be a string');
}

function validateStep(s: ShipmentStepInput, path: string, nLoc: number): void {
  if (s === null || typeof s !== 'object') fail('INVALID_SHIPMENT', path, 'must be an object');
  if (s.id !== undefined) requireId('INVALID_SHIPMENT', `${path}.id`, s.id);
  requireInteger('INVALID_SHIPMENT', `${path}.location`, s.location, 0, nLoc - 1);
  optionalNumber('INVALID_SHIPMENT', `${path}.serviceS`, s.serviceS, 0);
  if (s.timeWindows !== undefined) {
    if (!Array.isArray(s.timeWindows)) fail('INVALID_TIME_WINDOW', `${path}.timeWindows`, 'must be an array');
    s.timeWindows.forEach((w, k) => validateWindow(w, `${path}.timeWindows[${k}]`, 'INVALID_TIME_WINDOW'));
  }
}

import type { Driver } from '@routier/contract';
import type { DriverRecord } from './driver-repository.js';

/** The calendar feed's address on this server, with the driver's key. */
export const calendarUrlOf = (driver: Pick<DriverRecord, 'id' | 'calendarKey'>) =>
  `/api/drivers/${driver.id}/calendar.ics?key=${driver.calendarKey}`;

export function presentDriver(driver: DriverRecord): Driver {
  return {
    id: driver.id,
    name: driver.name,
    email: driver.email,
    phone: driver.phone,
    licenseNumber: driver.licenseNumber,
    licenseType: driver.licenseType,
    maxWorkHours: driver.maxWorkHours,
    isActive: driver.isActive,
    emergencyContact: driver.emergencyContact,
    calendarUrl: calendarUrlOf(driver),
    createdAt: driver.createdAt,
  };
}

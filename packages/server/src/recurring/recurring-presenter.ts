import type { RecurringDelivery } from '@routier/contract';
import { nextOccurrence } from './occurrences.js';
import type { RecurringRecord } from './recurring-repository.js';

/** `today` is the account's date: the next occurrence counts from it (null when paused or ended). */
export function presentRecurring(record: RecurringRecord, today: string): RecurringDelivery {
  return {
    id: record.id,
    name: record.name,
    customerInfo: record.customerInfo,
    pickupLocation: record.pickupLocation,
    deliveryLocation: record.deliveryLocation,
    recurrencePattern: record.recurrencePattern,
    serviceType: record.serviceType,
    specialRequirements: record.specialRequirements,
    estimatedDuration: record.estimatedDuration,
    preferredTimeWindow: record.preferredTimeWindow,
    isActive: record.isActive,
    startDate: record.startDate,
    endDate: record.endDate,
    lastGenerated: record.lastGenerated,
    nextOccurrence: record.isActive ? nextOccurrence(record, today) : null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

import { describe, expect, it } from 'vitest';
import { parseRecurringCsv } from './recurring.js';

describe('recurring deliveries CSV', () => {
  it('reads every column, with day names or numbers and HH:MM windows', () => {
    const result = parseRecurringCsv(
      [
        'Name,Pickup Location,Delivery Location,Start Date,Frequency,Interval,Days of Week,Duration,Window Start,Window End,Service Type,Requirements,Customer Name,Active',
        'Bakery,"Austin, TX","Round Rock, TX",2030-03-01,weekly,2,Mon Wed Fri,45,07:00,09:30,express,refrigerated; fragile handling,Sunrise,yes',
        'Flowers,1 Main St,2 Side St,2030-03-02,,,,,,,,,,',
      ].join('\n'),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.deliveries[0]).toEqual({
      row: 2,
      name: 'Bakery',
      pickupLocation: 'Austin, TX',
      deliveryLocation: 'Round Rock, TX',
      startDate: '2030-03-01',
      recurrencePattern: { frequency: 'weekly', interval: 2, daysOfWeek: [1, 3, 5] },
      estimatedDuration: 45,
      preferredTimeWindow: { start: 420, end: 570 },
      serviceType: 'express',
      specialRequirements: ['refrigerated', 'fragile_handling'],
      customerInfo: { name: 'Sunrise', phone: null, email: null },
      isActive: true,
    });
    expect(result.deliveries[1].recurrencePattern).toEqual({
      frequency: 'weekly',
      interval: 1,
      daysOfWeek: [],
    });
  });

  it('refuses an unknown column by name and names every bad cell with its row', () => {
    const unknown = parseRecurringCsv('name,pickup,delivery,start_date,colour\nA,x,y,2030-01-01,blue');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.errors[0].message).toMatch(/colour/);
    const bad = parseRecurringCsv(
      'name,pickup,delivery,start_date,frequency,days,duration\nA,x,y,2030-13-01,hourly,Mon Funday,3',
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.map((e) => e.row)).toEqual([2, 2, 2, 2]);
      expect(bad.errors.map((e) => e.message).join(' | ')).toMatch(
        /Start date.*Frequency.*Days of week.*Duration/,
      );
    }
  });
});

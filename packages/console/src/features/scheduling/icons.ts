// Icons of the scheduling screen not already registered by the operational screens (routes/icons.ts).
import person16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/person.js';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js';
import calendar20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/calendar.js';
import people20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people.js';
import person20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/person.js';
import time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  { person: person16, 'warning-sign': warningSign16 },
  { calendar: calendar20, people: people20, person: person20, time: time20 },
);

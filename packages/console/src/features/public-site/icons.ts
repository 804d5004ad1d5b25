// Icons of the public pages (imported by PublicLayout and LegalDocument; see lib/icons.ts).
import arrowLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js';
import arrowRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js';
import calendar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js';
import chevronDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js';
import chevronUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js';
import home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home.js';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import minus16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/minus.js';
import person16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/person.js';
import smallTick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-tick.js';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time.js';
import chart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chart.js';
import code20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/code.js';
import driveTime20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/drive-time.js';
import import20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/import.js';
import map20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/map.js';
import route20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/route.js';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search.js';
import time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  {
    'arrow-left': arrowLeft16,
    'arrow-right': arrowRight16,
    calendar: calendar16,
    'chevron-down': chevronDown16,
    'chevron-up': chevronUp16,
    cross: cross16,
    envelope: envelope16,
    home: home16,
    'info-sign': infoSign16,
    menu: menu16,
    minus: minus16,
    person: person16,
    'small-tick': smallTick16,
    tick: tick16,
    'tick-circle': tickCircle16,
    time: time16,
  },
  {
    chart: chart20,
    code: code20,
    'drive-time': driveTime20,
    import: import20,
    map: map20,
    route: route20,
    search: search20,
    time: time20,
  },
);

// Icons of the application shell and the placeholder screens (see lib/icons.ts).
import calendar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js';
import chart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chart.js';
import code16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/code.js';
import cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog.js';
import creditCard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/credit-card.js';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import dashboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js';
import driveTime16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/drive-time.js';
import logOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import route16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/route.js';
import ganttChart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/gantt-chart.js';
import calendar20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/calendar.js';
import chart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chart.js';
import cog20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cog.js';
import creditCard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/credit-card.js';
import dashboard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/dashboard.js';
import driveTime20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/drive-time.js';
import route20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/route.js';
import ganttChart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/gantt-chart.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  {
    calendar: calendar16,
    'caret-down': caretDown16,
    chart: chart16,
    code: code16,
    cog: cog16,
    'credit-card': creditCard16,
    cross: cross16,
    dashboard: dashboard16,
    'drive-time': driveTime16,
    'log-out': logOut16,
    menu: menu16,
    route: route16,
    'gantt-chart': ganttChart16,
  },
  {
    calendar: calendar20,
    chart: chart20,
    cog: cog20,
    'credit-card': creditCard20,
    dashboard: dashboard20,
    'drive-time': driveTime20,
    route: route20,
    'gantt-chart': ganttChart20,
  },
);

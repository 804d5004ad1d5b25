// Icons of the operational screens (dashboard, route planning, fleet, upgrade) and the map (see lib/icons.ts).
import add16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/add.js';
import arrowRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js';
import arrowUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js';
import box16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/box.js';
import calendar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js';
import creditCard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/credit-card.js';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import dollar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dollar.js';
import download16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/download.js';
import driveTime16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/drive-time.js';
import edit16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js';
import eyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js';
import floppyDisk16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js';
import groupObjects16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/group-objects.js';
import history16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/history.js';
import home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home.js';
import layers16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/layers.js';
import lightbulb16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lightbulb.js';
import map16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map.js';
import mapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker.js';
import mapMarker20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/map-marker.js';
import outdated16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/outdated.js';
import people16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/people.js';
import plus16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js';
import route16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/route.js';
import star16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/star.js';
import thList16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/th-list.js';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time.js';
import trash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js';
import upload16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/upload.js';
import driveTime20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/drive-time.js';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error.js';
import layers20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/layers.js';
import refresh20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js';
import route20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/route.js';
import trash20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  {
    add: add16,
    'arrow-right': arrowRight16,
    'arrow-up': arrowUp16,
    box: box16,
    calendar: calendar16,
    'credit-card': creditCard16,
    cross: cross16,
    dollar: dollar16,
    download: download16,
    'drive-time': driveTime16,
    edit: edit16,
    error: error16,
    'eye-open': eyeOpen16,
    'floppy-disk': floppyDisk16,
    'group-objects': groupObjects16,
    history: history16,
    home: home16,
    layers: layers16,
    lightbulb: lightbulb16,
    map: map16,
    'map-marker': mapMarker16,
    outdated: outdated16,
    people: people16,
    plus: plus16,
    route: route16,
    star: star16,
    'th-list': thList16,
    tick: tick16,
    time: time16,
    trash: trash16,
    upload: upload16,
  },
  {
    'drive-time': driveTime20,
    error: error20,
    layers: layers20,
    'map-marker': mapMarker20,
    refresh: refresh20,
    route: route20,
    trash: trash20,
  },
);

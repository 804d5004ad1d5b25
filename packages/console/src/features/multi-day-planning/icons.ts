// Icons of the multi-day planning screen not already registered by the shell, routes and scheduling screens.
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js';
import play16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/play.js';
import refresh20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  { 'chevron-left': chevronLeft16, 'chevron-right': chevronRight16, play: play16 },
  { refresh: refresh20 },
);

// Icons of the map's own pieces (stop details, fallback card); see lib/icons.ts.
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import map16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map.js';
import { addIcons } from '../lib/icons.js';

addIcons({ cross: cross16, map: map16 });

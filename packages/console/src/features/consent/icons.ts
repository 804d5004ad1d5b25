// Icons of the cookie consent dialog (see lib/icons.ts). Dialog titles draw their icon at 16 px.
import shield16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield.js';
import { addIcons } from '../../lib/icons.js';

addIcons({ shield: shield16 });

// Icons of the Settings screen not already registered by the operational screens (routes/icons.ts).
import duplicate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key.js';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js';
import key20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/key.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  { duplicate: duplicate16, 'info-sign': infoSign16, key: key16, 'warning-sign': warningSign16 },
  { key: key20 },
);

// Icons of the Settings screen not already registered by the operational screens (routes/icons.ts).
import duplicate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key.js';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js';
import sendMessage16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js';
import globeNetwork20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network.js';
import history20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/history.js';
import key20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/key.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  {
    duplicate: duplicate16,
    'info-sign': infoSign16,
    key: key16,
    refresh: refresh16,
    'send-message': sendMessage16,
    'warning-sign': warningSign16,
  },
  { 'globe-network': globeNetwork20, history: history20, key: key20 },
);

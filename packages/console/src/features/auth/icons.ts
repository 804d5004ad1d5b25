// Icons of the sign-in page (see lib/icons.ts).
import arrowLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js';
import eyeOff16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js';
import eyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js';
import globeNetwork16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe-network.js';
import key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key.js';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  {
    'arrow-left': arrowLeft16,
    'eye-off': eyeOff16,
    'eye-open': eyeOpen16,
    'globe-network': globeNetwork16,
    key: key16,
    'tick-circle': tickCircle16,
  },
  {},
);

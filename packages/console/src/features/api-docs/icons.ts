// Icons of the API documentation page (see lib/icons.ts).
import chevronDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js';
import chevronUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js';
import duplicate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key.js';
import lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import sendMessage16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
import unlock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/unlock.js';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search.js';
import { addIcons } from '../../lib/icons.js';

addIcons(
  {
    'chevron-down': chevronDown16,
    'chevron-up': chevronUp16,
    duplicate: duplicate16,
    'info-sign': infoSign16,
    key: key16,
    lock: lock16,
    search: search16,
    'send-message': sendMessage16,
    tick: tick16,
    unlock: unlock16,
  },
  {
    search: search20,
  },
);

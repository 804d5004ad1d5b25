// Icons of the checkout not already registered by the operational screens (routes/icons.ts).
import creditCard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/credit-card.js';
import { addIcons } from '../../lib/icons.js';

addIcons({}, { 'credit-card': creditCard20 });

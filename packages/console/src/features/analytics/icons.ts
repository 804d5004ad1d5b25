// Icons of the Analytics screen not already registered by the operational screens (routes/icons.ts).
import dashboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js';
import chart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chart.js';
import { addIcons } from '../../lib/icons.js';

addIcons({ dashboard: dashboard16 }, { chart: chart20 });

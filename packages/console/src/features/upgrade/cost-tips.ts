import type { IconName } from '@blueprintjs/icons';

/** The four cost tips of the Upgrade Plan view (document 2, section 2), in the spec's order. */
export const COST_TIPS: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Group nearby deliveries',
    text: 'Put stops in the same area on one route and let the optimiser order them: fewer kilometres between stops means a lower distance cost.',
    icon: 'group-objects',
  },
  {
    title: 'Choose the right vehicle type',
    text: 'Each type has its own rate per kilometre. Send a cargo van when the load fits one, and keep trucks for the heavy routes.',
    icon: 'drive-time',
  },
  {
    title: 'Combine orders in bulk',
    text: 'One delivery of several orders to the same customer costs one stop instead of several. Batch optimisation re-plans many routes at once.',
    icon: 'box',
  },
  {
    title: 'Schedule off-peak',
    text: 'Deliveries outside rush hours spend less time in traffic: use time windows to plan early or late stops where customers allow it.',
    icon: 'time',
  },
];

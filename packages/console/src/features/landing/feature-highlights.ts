import type { IconName } from '@blueprintjs/icons';

export interface FeatureHighlight {
  icon: IconName;
  title: string;
  text: string;
}

/** The six cards of the landing page: what Routier does today, stated plainly. */
export const FEATURE_HIGHLIGHTS: FeatureHighlight[] = [
  {
    icon: 'route',
    title: 'Route optimisation',
    text: 'Order the stops of a route to minimise distance, driving time or cost. The solver keeps improving until its time budget ends, and never drops a stop without telling you why.',
  },
  {
    icon: 'drive-time',
    title: 'Fleet planning',
    text: 'Spread a day of deliveries over several vehicles, respecting capacity, cost per kilometre, working hours and maximum distance.',
  },
  {
    icon: 'time',
    title: 'Time windows and constraints',
    text: 'Delivery slots, service times, priorities and a maximum number of stops per route. Stops that cannot be served are listed with the reason.',
  },
  {
    icon: 'map',
    title: 'Routes on a map',
    text: 'Every route drawn on an OpenStreetMap map, stops numbered in driving order and coloured by priority, the depot marked apart.',
  },
  {
    icon: 'import',
    title: 'CSV import and export',
    text: 'Bring a week of routes in from a spreadsheet and take them back out in the same columns, so Routier fits the tools you already use.',
  },
  {
    icon: 'code',
    title: 'API, SDK and command line',
    text: 'Everything the console does is a documented REST call. Script it with the typed TypeScript SDK or the routier command line.',
  },
];

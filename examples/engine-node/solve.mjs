// @ts-check
// Three vans from a Lyon depot, eight deliveries with weights and time windows: one call to solve().
// Type-checked with moduleResolution node16 (`npm run typecheck`), run with `npm start`.
import { solve } from '@routier/engine';

const depot = [45.764, 4.8357];
const stops = [
  { name: 'Bakery Croix-Rousse', at: [45.7772, 4.8277], kg: 120, window: ['08:00', '10:00'] },
  { name: 'Pharmacy Bellecour', at: [45.7578, 4.832], kg: 40, window: ['09:00', '12:00'] },
  { name: 'Café Part-Dieu', at: [45.7606, 4.8594], kg: 80 },
  { name: 'Florist Confluence', at: [45.7413, 4.8185], kg: 60, window: ['13:00', '16:00'] },
  { name: 'Grocer Villeurbanne', at: [45.7719, 4.8902], kg: 200 },
  { name: 'School Gerland', at: [45.7279, 4.8305], kg: 150, window: ['07:30', '09:30'] },
  { name: 'Hotel Vieux Lyon', at: [45.7622, 4.8271], kg: 90 },
  { name: 'Clinic Monplaisir', at: [45.7455, 4.8713], kg: 70, window: ['10:00', '14:00'] },
];

/** "HH:MM" as seconds after midnight, the clock this example uses. */
const seconds = (/** @type {string} */ hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 3600 + m * 60;
};
const clock = (/** @type {number} */ s) =>
  `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;

/** @type {import('@routier/engine').ProblemInput} */
const problem = {
  locations: { kind: 'haversine', coords: [depot, ...stops.map((s) => s.at)].flat() },
  vehicles: [1, 2, 3].map((id) => ({
    id,
    name: `Van ${id}`,
    start: 0,
    end: 0,
    capacity: [400],
    shift: { start: seconds('07:00'), end: seconds('18:00') },
  })),
  jobs: stops.map((s, i) => ({
    id: i + 1,
    name: s.name,
    location: i + 1,
    serviceS: 600,
    demand: [s.kg],
    timeWindows: s.window ? [{ start: seconds(s.window[0]), end: seconds(s.window[1]) }] : undefined,
  })),
};

const solution = solve(problem, { objective: 'distance', timeLimitMs: 1000, seed: 1 });
for (const route of solution.routes) {
  console.log(`${problem.vehicles[route.vehicleIndex].name}: ${(route.distanceM / 1000).toFixed(1)} km`);
  for (const s of route.stops)
    if (s.kind === 'job') console.log(`  ${clock(s.arrivalS)}  ${problem.jobs[s.jobIndex].name}`);
}
const { distanceM, vehiclesUsed, unassignedJobs } = solution.totals;
console.log(`total ${(distanceM / 1000).toFixed(1)} km, ${vehiclesUsed} vans, ${unassignedJobs} unassigned`);
if (solution.unassigned.length > 0 || solution.routes.length === 0) process.exitCode = 1;

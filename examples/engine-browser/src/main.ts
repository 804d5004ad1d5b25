// Bundled by Vite (moduleResolution "bundler"); the engine has no Node or DOM dependency, so solve() runs
// in the page as it does in Node. A real page would run it in a Web Worker to keep the page responsive.
import { solve, type ProblemInput } from '@routier/engine';

/** A small deterministic generator, so the page shows the same problem on every load. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const next = random(7);
const depot = [52.52, 13.405];
const stops = Array.from({ length: 40 }, (_, i) => ({
  name: `Delivery ${i + 1}`,
  at: [52.45 + next() * 0.14, 13.28 + next() * 0.25],
  kg: 20 + Math.round(next() * 60),
}));

const problem: ProblemInput = {
  locations: { kind: 'haversine', coords: [depot, ...stops.map((s) => s.at)].flat() },
  vehicles: [1, 2, 3, 4].map((id) => ({ id, name: `Van ${id}`, start: 0, end: 0, capacity: [500] })),
  jobs: stops.map((s, i) => ({ id: i + 1, name: s.name, location: i + 1, serviceS: 300, demand: [s.kg] })),
};

const solution = solve(problem, { objective: 'distance', timeLimitMs: 1000, seed: 1 });
const output = document.querySelector<HTMLOutputElement>('#result')!;
output.replaceChildren(
  ...solution.routes.map((route) => {
    const line = document.createElement('p');
    const kg = route.load[0] ?? 0;
    line.textContent = `${problem.vehicles[route.vehicleIndex].name}: ${route.jobIndices.length} stops, ${kg} kg, ${(route.distanceM / 1000).toFixed(1)} km`;
    return line;
  }),
);
const total = document.createElement('p');
total.textContent = `Total ${(solution.totals.distanceM / 1000).toFixed(1)} km, ${solution.totals.unassignedJobs} unassigned, ${solution.iterations} iterations.`;
output.append(total);
output.dataset.status = solution.totals.unassignedJobs === 0 ? 'solved' : 'incomplete';

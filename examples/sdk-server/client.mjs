// @ts-check
// A script an integrator would write against a running Routier server (ROUTIER_URL, default
// http://localhost:3000): create an account, trade its password for an API token, import two routes
// from a CSV (stop per row, with coordinates), optimise both, and read them back.
// Type-checked with moduleResolution nodenext (`npm run typecheck`), run with `npm start`.
import { createClient, createTokenWithPassword, RoutierApiError, totalCount, unwrap } from '@routier/sdk';

const baseUrl = process.env.ROUTIER_URL ?? 'http://localhost:3000';
const email = process.env.ROUTIER_EMAIL ?? `example-${Date.now()}@example.com`;
const password = process.env.ROUTIER_PASSWORD ?? 'Example-password-1';

const csvData = `route_name,start_location,address,lat,lng,demand,time_window_start,time_window_end
Morning north,"30.2672,-97.7431",Round Rock,30.5083,-97.6789,120,09:00,11:00
Morning north,"30.2672,-97.7431",Georgetown,30.6333,-97.6772,80,,
Morning north,"30.2672,-97.7431",Pflugerville,30.4394,-97.62,60,,
Morning south,"30.2672,-97.7431",San Marcos,29.8833,-97.9414,150,,
Morning south,"30.2672,-97.7431",Kyle,29.9891,-97.8772,90,10:00,12:00
`;

try {
  if (!process.env.ROUTIER_EMAIL) {
    const anonymous = createClient({ baseUrl, credentials: 'omit' });
    await unwrap(
      anonymous.POST('/api/auth/register', {
        body: { email, password, firstName: 'Example', lastName: 'Script' },
      }),
    );
  }
  const token = await createTokenWithPassword({ baseUrl, email, password, tokenName: 'sdk example' });
  const api = createClient({ baseUrl, token: token.token });

  const imported = await unwrap(api.POST('/api/routes/upload-csv', { body: { csvData } }));
  console.log(`imported ${imported.routesCreated} routes`);

  const routeIds = imported.routes.flatMap((r) => (r.id === null ? [] : [r.id]));
  const batch = await unwrap(
    api.POST('/api/routes/batch-optimize', { body: { routeIds, priority: 'distance' } }),
  );
  for (const r of batch.results)
    console.log(
      `${r.name}: ${r.totalDistance.toFixed(1)} km, ${r.estimatedTime} min, $${r.totalCost.toFixed(2)}`,
    );

  const { data: routes, response } = await api.GET('/api/routes', { params: { query: { limit: 10 } } });
  console.log(
    `${routes?.length ?? 0} of ${totalCount(response)} routes stored, statuses: ${routes?.map((r) => r.status).join(', ')}`,
  );
  if (batch.failures.length > 0 || batch.results.length !== routeIds.length) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof RoutierApiError)) throw error;
  console.error(`${error.code} (${error.status}): ${error.message}`);
  for (const d of error.details) console.error(` - ${d.field ?? d.row ?? ''}: ${d.message}`);
  process.exitCode = 1;
}

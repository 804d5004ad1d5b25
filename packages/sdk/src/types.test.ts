import { describe, expectTypeOf, it } from 'vitest';
import { createClient, unwrap } from './client.js';
import type { ExportableRoute } from '@routier/contract';
import type {
  AdvancedOptimizeResponse,
  BasicOptimizeRequest,
  BasicOptimizeResponse,
  ErrorCode,
  RequestBody,
  ResponseBody,
  Route,
  RouteStatus,
  Vehicle,
} from './index.js';

describe('types generated from openapi.yaml', () => {
  const client = createClient({
    baseUrl: 'http://localhost:3000',
    fetch: () => Promise.reject(new Error('not called')),
  });

  it('types the basic optimisation call end to end', () => {
    expectTypeOf<RequestBody<'optimizeRoute'>>().toEqualTypeOf<BasicOptimizeRequest>();
    expectTypeOf<ResponseBody<'optimizeRoute'>>().toEqualTypeOf<BasicOptimizeResponse>();
    const call = () =>
      unwrap(
        client.POST('/api/routes/optimize', {
          body: { startLocation: 'A', vehicleType: 'cargo_van', destinations: ['B'] },
        }),
      );
    expectTypeOf(call).returns.resolves.toEqualTypeOf<BasicOptimizeResponse>();
    expectTypeOf<BasicOptimizeResponse['optimizedRoute']['sequence']>().toEqualTypeOf<number[]>();
  });

  it('types path and query parameters of lists', () => {
    const list = () =>
      unwrap(
        client.GET('/api/routes', {
          params: { query: { from: '2025-03-03', status: ['planned'], limit: 10 } },
        }),
      );
    expectTypeOf(list).returns.resolves.toEqualTypeOf<Route[]>();
    const one = () => unwrap(client.GET('/api/vehicles/{id}', { params: { path: { id: 2 } } }));
    expectTypeOf(one).returns.resolves.toEqualTypeOf<Vehicle>();
    const bad = () =>
      client.POST('/api/routes/optimize', {
        // @ts-expect-error vehicleType must be one of the three types
        body: { startLocation: 'A', vehicleType: 'bike', destinations: ['B'] },
      });
    expectTypeOf(bad).toBeFunction();
  });

  it('keeps the enums and result shapes the screens rely on', () => {
    expectTypeOf<RouteStatus>().toEqualTypeOf<
      'pending' | 'planned' | 'optimized' | 'in_progress' | 'completed' | 'cancelled'
    >();
    expectTypeOf<'ROUTE_NOT_FOUND'>().toMatchTypeOf<ErrorCode>();
    expectTypeOf<AdvancedOptimizeResponse['unassignedLocations'][number]['index']>().toEqualTypeOf<number>();
    expectTypeOf<Route>().toMatchTypeOf<ExportableRoute>();
  });
});

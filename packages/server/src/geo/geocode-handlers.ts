import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { answerUnlessGone } from '../kernel/client-abort.js';
import { byUserOrIp, rateLimit } from '../kernel/rate-limit/rate-limit-middleware.js';
import { geoFor } from './geo-for-app.js';
import { geocodeAddresses } from './geocode-service.js';
import { withMemory } from './cache/memory-geocoder.js';

export function geocodeHandlers(services: AppServices) {
  return defineHandlers({
    geocodeAddresses: {
      middleware: [rateLimit(services.limiters.general, byUserOrIp, 'geocode:')],
      handler: async (ctx, { body }) => {
        const geocoder = withMemory(geoFor(services));
        await answerUnlessGone(ctx, (signal) => geocodeAddresses(geocoder, body.addresses, signal));
      },
    },
  });
}

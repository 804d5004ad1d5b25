import { defineHandlers } from '../app/registry.js';
import type { AppServices } from '../app/services.js';
import { answerUnlessGone } from '../optimization/client-abort.js';
import { byUserOrIp, rateLimit } from '../rate-limit/rate-limit-middleware.js';
import { planningGeo } from '../planning/geo.js';
import { geocodeAddresses } from './geocode-service.js';
import { withMemory } from './memory-geocoder.js';

export function geocodeHandlers(services: AppServices) {
  return defineHandlers({
    geocodeAddresses: {
      middleware: [rateLimit(services.limiters.general, byUserOrIp, 'geocode:')],
      handler: async (ctx, { body }) => {
        const geocoder = withMemory(planningGeo(services));
        await answerUnlessGone(ctx, (signal) => geocodeAddresses(geocoder, body.addresses, signal));
      },
    },
  });
}

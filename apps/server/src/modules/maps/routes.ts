import {
  MAPS_MESSAGES,
  ZAddressAutocompleteQuery,
  ZAddressSuggestion,
  ZNearestPlace,
  ZReverseGeocodeQuery,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { createMapsProvider, type MapsConfig } from '../../providers/maps/create-maps-provider';
import type { MapsProvider } from '../../providers/maps/maps';

/** Public (sign-up forms use them), so each IP is limited to protect a paid provider's quota. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Maps calls (spec part 1 §5, §7): US address autocomplete for the address forms and reverse geocoding for
 * the live subscription's device description. Mapbox when MAPS_PROVIDER_KEY is set, else offline.
 */
export function mapsRoutes(
  app: FastifyInstance,
  config: MapsConfig,
  maps: MapsProvider = createMapsProvider(config),
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [TAGS.properties];

  r.get(
    '/api/maps/autocomplete',
    {
      config: perMinute(120),
      schema: {
        tags,
        summary: 'US addresses matching what was typed in street line 1',
        querystring: ZAddressAutocompleteQuery,
        response: { 200: z.array(ZAddressSuggestion), ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      try {
        return await maps.autocomplete(request.query.q);
      } catch (error) {
        // Suggestions are a convenience: the person can still type the address when the provider is down.
        request.log.warn({ err: error, provider: maps.kind }, 'address autocomplete failed');
        return [];
      }
    },
  );

  r.get(
    '/api/maps/reverse',
    {
      config: perMinute(60),
      schema: {
        tags,
        summary: 'The nearest US city and state to a point',
        querystring: ZReverseGeocodeQuery,
        response: { 200: ZNearestPlace, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const place = await maps.reverseGeocode(request.query.lat, request.query.lng);
      if (!place) throw notFound(MAPS_MESSAGES.noPlaceNearby);
      return place;
    },
  );
}

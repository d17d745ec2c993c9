import { z } from 'zod';
import { zNumeric, zText } from '../text';

/**
 * The maps calls (spec part 1 §5 shared formats, §7): US-only address autocomplete that fills a whole
 * address, and reverse geocoding to the nearest city and state.
 */

/** Autocomplete starts at three typed characters, as every search does (spec part 1 §9). */
export const ADDRESS_AUTOCOMPLETE_MIN_CHARS = 3;
/** Suggestions answered per query. */
export const ADDRESS_SUGGESTION_LIMIT = 5;

export const MAPS_MESSAGES = {
  queryTooShort: `Please enter at least ${ADDRESS_AUTOCOMPLETE_MIN_CHARS} characters to search.`,
  queryTooLong: 'The address must be at most 200 characters!',
  latitudeInvalid: 'Please enter a latitude between -90 and 90!',
  longitudeInvalid: 'Please enter a longitude between -180 and 180!',
  noPlaceNearby: 'No place found near these coordinates.',
} as const;

/** One US address suggestion: every field the address forms fill when it is picked. */
export const ZAddressSuggestion = z.object({
  /** Stable within one answer; the option key. */
  id: z.string(),
  /** House number and street ("2143 W Roscoe St"). */
  streetLine1: z.string(),
  /** Unit, apartment or suite, when the suggestion has one. */
  streetLine2: z.string().nullable(),
  city: z.string(),
  /** County name without the word "County" ("Cook"); null when the provider does not know it. */
  county: z.string().nullable(),
  /** Two-letter code. */
  stateCode: z.string().length(2),
  zipCode: z.string(),
  countryCode: z.literal('US'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The whole address on one line, as the suggestion list shows it. */
  location: z.string(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

/** GET /api/maps/autocomplete?q=: what the person typed in street line 1. */
export const ZAddressAutocompleteQuery = z.object({
  q: zText({ error: MAPS_MESSAGES.queryTooShort })
    .trim()
    .min(ADDRESS_AUTOCOMPLETE_MIN_CHARS, { error: MAPS_MESSAGES.queryTooShort })
    .max(200, { error: MAPS_MESSAGES.queryTooLong }),
});

/** A coordinate in a query string; a blank value is missing, never 0. */
const zCoordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    zNumeric(z.number({ error: message }).min(min, { error: message }).max(max, { error: message }), message),
  );

/** GET /api/maps/reverse?lat=&lng=. */
export const ZReverseGeocodeQuery = z.object({
  lat: zCoordinate(-90, 90, MAPS_MESSAGES.latitudeInvalid),
  lng: zCoordinate(-180, 180, MAPS_MESSAGES.longitudeInvalid),
});

/** The nearest city and state to a point (the live subscription's device description). */
export const ZNearestPlace = z.object({
  city: z.string(),
  /** Two-letter code. */
  state: z.string().length(2),
});
export type TNearestPlace = z.infer<typeof ZNearestPlace>;

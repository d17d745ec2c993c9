import {
  ADDRESS_SUGGESTION_LIMIT,
  type TAddressSuggestion,
  type TNearestPlace,
  US_STATES,
} from '@bidright/domain';
import type { MapsProvider } from './maps';
import { type GazetteerPlace, US_GAZETTEER } from './us-gazetteer';

/** Reverse geocoding answers nothing farther than this from every gazetteer place. */
export const OFFLINE_REVERSE_MAX_KM = 150;

const STATE_NAMES = new Map(US_STATES.map(([code, name]) => [code, name]));
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);
/** "<number> <street>": 2143, 12-14, 12/14 or 221B, then a street that has at least one letter. */
const NUMBERED_STREET = /^(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)\s+(.*[A-Za-z].*)$/;
/** A trailing unit: "Apt 4B", "Unit 2", "Suite 100", "Ste. 3", "#7". */
const TRAILING_UNIT = /\s+(apt|apartment|unit|suite|ste|#)\.?\s*([A-Za-z0-9-]+)$/i;
const UNIT_LABELS: Record<string, string> = {
  apt: 'Apt',
  apartment: 'Apt',
  unit: 'Unit',
  '#': 'Unit',
  suite: 'Suite',
  ste: 'Suite',
};

export interface ParsedStreetQuery {
  /** "2143 W Roscoe St". */
  street: string;
  /** "Apt 4B", when the street part ended with a unit. */
  unit: string | null;
  /** What followed the first comma, lower-cased without punctuation ("evanston il"); empty when none. */
  placeText: string;
}

const simplify = (text: string) => text.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();

/** Capitalises words typed in lower case and upper-cases compass points; "LaSalle" stays as typed. */
function tidyWord(word: string): string {
  const lower = word.toLowerCase();
  if (DIRECTIONS.has(lower.replace(/\.$/, ''))) return lower.replace(/\.$/, '').toUpperCase();
  return word === lower ? lower.charAt(0).toUpperCase() + lower.slice(1) : word;
}

/** Reads "<number> <street>[ <unit>][, <city>[, <state> <zip>]]"; null when there is no numbered street. */
export function parseStreetQuery(query: string): ParsedStreetQuery | null {
  const [streetPart = '', ...rest] = query.split(',');
  let text = streetPart.trim().replace(/\s+/g, ' ');
  let unit: string | null = null;
  const unitMatch = TRAILING_UNIT.exec(text);
  if (unitMatch?.[1] && unitMatch[2]) {
    unit = `${UNIT_LABELS[unitMatch[1].toLowerCase()]} ${unitMatch[2].toUpperCase()}`;
    text = text.slice(0, unitMatch.index).trim();
  }
  const match = NUMBERED_STREET.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const street = `${match[1].toUpperCase()} ${match[2].split(' ').map(tidyWord).join(' ')}`;
  return { street, unit, placeText: simplify(rest.join(' ')) };
}

/** Whether the typed place text ("evan", "chicago il", "oak park illinois", "6020") starts one of the place's names. */
function placeMatches(place: GazetteerPlace, placeText: string): boolean {
  if (!placeText) return true;
  const city = simplify(place.city);
  const names = [
    `${city} ${place.stateCode.toLowerCase()} ${place.zipCode}`,
    `${city} ${simplify(STATE_NAMES.get(place.stateCode) ?? '')}`,
    place.zipCode,
  ];
  return names.some((name) => name.startsWith(placeText));
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Works on a closed machine: suggests the typed street in the gazetteer's places (the Chicago area first,
 * or the places the text after the comma names) and reverse-geocodes to the nearest place. Coordinates are
 * the place's centre, since the gazetteer knows no streets.
 */
export class OfflineMaps implements MapsProvider {
  readonly kind = 'offline' as const;
  constructor(private readonly places: readonly GazetteerPlace[] = US_GAZETTEER) {}

  async autocomplete(query: string): Promise<TAddressSuggestion[]> {
    const parsed = parseStreetQuery(query);
    if (!parsed) return [];
    return this.places
      .filter((place) => placeMatches(place, parsed.placeText))
      .slice(0, ADDRESS_SUGGESTION_LIMIT)
      .map((place) => ({
        id: `offline:${place.stateCode}:${place.city}:${parsed.street}:${parsed.unit ?? ''}`,
        streetLine1: parsed.street,
        streetLine2: parsed.unit,
        city: place.city,
        county: place.county,
        stateCode: place.stateCode,
        zipCode: place.zipCode,
        countryCode: 'US' as const,
        latitude: place.latitude,
        longitude: place.longitude,
        location: [parsed.street, parsed.unit, place.city, `${place.stateCode} ${place.zipCode}`]
          .filter(Boolean)
          .join(', '),
      }));
  }

  async reverseGeocode(latitude: number, longitude: number): Promise<TNearestPlace | null> {
    let nearest: GazetteerPlace | null = null;
    let nearestKm = Number.POSITIVE_INFINITY;
    for (const place of this.places) {
      const km = distanceKm({ latitude, longitude }, place);
      if (km < nearestKm) [nearest, nearestKm] = [place, km];
    }
    if (!nearest || nearestKm > OFFLINE_REVERSE_MAX_KM) return null;
    return { city: nearest.city, state: nearest.stateCode };
  }
}

/** One demo home: its address, map point and the attribute values the listing cards and filters show. */
export interface DemoProperty {
  street: string;
  line2?: string;
  city: string;
  zip: string;
  lat: number;
  lng: number;
  cls: 'Residential' | 'Commercial' | 'Land' | 'Other';
  type: 'Single Family' | 'Condo' | 'Townhouse' | 'Multi-Family' | 'Other';
  beds: number;
  baths: number;
  sqft: number;
  value: number;
  hoa?: number;
  lotSize: number;
  year: number;
}

/** Real-looking Cook County addresses (coordinates close to the real streets). */
export const PROPERTIES: DemoProperty[] = [
  // 0,1: manual live auction
  {
    street: '2143 W Roscoe St',
    city: 'Chicago',
    zip: '60618',
    lat: 41.94338,
    lng: -87.68203,
    cls: 'Residential',
    type: 'Single Family',
    beds: 3,
    baths: 2,
    sqft: 1850,
    value: 465000,
    lotSize: 3125,
    year: 1912,
  },
  {
    street: '5320 N Kenmore Ave',
    line2: 'Unit 3B',
    city: 'Chicago',
    zip: '60640',
    lat: 41.97962,
    lng: -87.65581,
    cls: 'Residential',
    type: 'Condo',
    beds: 2,
    baths: 1,
    sqft: 1100,
    value: 265000,
    hoa: 385,
    lotSize: 0,
    year: 1926,
  },
  // 2,3,4: auto live auction
  {
    street: '1027 Judson Ave',
    city: 'Evanston',
    zip: '60202',
    lat: 42.03712,
    lng: -87.68025,
    cls: 'Residential',
    type: 'Single Family',
    beds: 4,
    baths: 2.5,
    sqft: 2400,
    value: 610000,
    lotSize: 6250,
    year: 1924,
  },
  {
    street: '738 N Grove Ave',
    city: 'Oak Park',
    zip: '60302',
    lat: 41.89938,
    lng: -87.79191,
    cls: 'Residential',
    type: 'Single Family',
    beds: 4,
    baths: 3,
    sqft: 2650,
    value: 575000,
    lotSize: 7000,
    year: 1908,
  },
  {
    street: '5018 W 25th Pl',
    city: 'Cicero',
    zip: '60804',
    lat: 41.84459,
    lng: -87.75121,
    cls: 'Residential',
    type: 'Multi-Family',
    beds: 5,
    baths: 2,
    sqft: 2200,
    value: 335000,
    lotSize: 3750,
    year: 1925,
  },
  // 5,6: upcoming manual; 7: upcoming auto
  {
    street: '8420 Keeler Ave',
    city: 'Skokie',
    zip: '60076',
    lat: 42.03874,
    lng: -87.73305,
    cls: 'Residential',
    type: 'Single Family',
    beds: 3,
    baths: 1.5,
    sqft: 1450,
    value: 345000,
    lotSize: 5200,
    year: 1956,
  },
  {
    street: '3315 S Morgan St',
    city: 'Chicago',
    zip: '60608',
    lat: 41.83294,
    lng: -87.65086,
    cls: 'Residential',
    type: 'Multi-Family',
    beds: 6,
    baths: 3,
    sqft: 3100,
    value: 520000,
    lotSize: 3125,
    year: 1899,
  },
  {
    street: '1124 S Euclid Ave',
    city: 'Oak Park',
    zip: '60304',
    lat: 41.86987,
    lng: -87.79417,
    cls: 'Residential',
    type: 'Townhouse',
    beds: 3,
    baths: 2.5,
    sqft: 1700,
    value: 389000,
    hoa: 220,
    lotSize: 2100,
    year: 2004,
  },
  // 8,9: completed last week; 10,11: completed two weeks ago
  {
    street: '6234 S Kimbark Ave',
    city: 'Chicago',
    zip: '60637',
    lat: 41.78172,
    lng: -87.59489,
    cls: 'Residential',
    type: 'Single Family',
    beds: 4,
    baths: 2,
    sqft: 2050,
    value: 298000,
    lotSize: 4000,
    year: 1915,
  },
  {
    street: '1512 W Farragut Ave',
    city: 'Chicago',
    zip: '60640',
    lat: 41.97691,
    lng: -87.66694,
    cls: 'Residential',
    type: 'Single Family',
    beds: 3,
    baths: 2,
    sqft: 1600,
    value: 540000,
    lotSize: 3000,
    year: 1910,
  },
  {
    street: '2730 N Spaulding Ave',
    city: 'Chicago',
    zip: '60647',
    lat: 41.93127,
    lng: -87.71023,
    cls: 'Residential',
    type: 'Multi-Family',
    beds: 4,
    baths: 2,
    sqft: 2300,
    value: 455000,
    lotSize: 3125,
    year: 1905,
  },
  {
    street: '9145 S Bishop St',
    city: 'Chicago',
    zip: '60620',
    lat: 41.72846,
    lng: -87.65894,
    cls: 'Residential',
    type: 'Single Family',
    beds: 3,
    baths: 1,
    sqft: 1250,
    value: 185000,
    lotSize: 3750,
    year: 1948,
  },
  // 12,13: draft lots
  {
    street: '1845 Sherman Ave',
    city: 'Evanston',
    zip: '60201',
    lat: 42.05086,
    lng: -87.68192,
    cls: 'Commercial',
    type: 'Other',
    beds: 0,
    baths: 1,
    sqft: 2800,
    value: 720000,
    lotSize: 4500,
    year: 1931,
  },
  {
    street: '4917 Main St',
    city: 'Skokie',
    zip: '60077',
    lat: 42.03318,
    lng: -87.74572,
    cls: 'Residential',
    type: 'Single Family',
    beds: 3,
    baths: 2,
    sqft: 1550,
    value: 372000,
    lotSize: 5000,
    year: 1951,
  },
];

/** The property attribute definitions, in their display order; dropdowns list their options. */
export const ATTRIBUTES = [
  {
    name: 'PropertyClasses',
    displayName: 'Property Class',
    type: 'DropdownField',
    searchType: 'Exact',
    options: ['Residential', 'Commercial', 'Land', 'Other'],
  },
  {
    name: 'PropertyType',
    displayName: 'Property Type',
    type: 'DropdownField',
    searchType: 'Exact',
    options: ['Single Family', 'Condo', 'Townhouse', 'Multi-Family', 'Other'],
  },
  { name: 'BedroomCount', displayName: 'Bedrooms', type: 'IntField', searchType: 'Interval' },
  { name: 'BathroomCount', displayName: 'Bathrooms', type: 'DecimalField', searchType: 'Interval' },
  { name: 'SquareFeet', displayName: 'Square Feet', type: 'DecimalField', searchType: 'Interval' },
  {
    name: 'MarketValuationValue',
    displayName: 'Estimated Market Value',
    type: 'DecimalField',
    searchType: 'Interval',
  },
  { name: 'HOA', displayName: 'HOA Fee', type: 'DecimalField', searchType: 'Interval' },
  { name: 'LotSize', displayName: 'Lot Size (sq ft)', type: 'DecimalField', searchType: 'Interval' },
  { name: 'YearBuilt', displayName: 'Year Built', type: 'IntField', searchType: 'Interval' },
] as const;

/**
 * A second property sold in the same lot as `PROPERTIES[lot]` (the upcoming auto auction's lot, which bidder1 is
 * pre-registered for): the lot page's Property Details then lists each property of a lot with several.
 */
export const SECOND_PROPERTY = {
  lot: 7,
  street: '1124 S Euclid Ave',
  line2: 'Rear Coach House',
  city: 'Oak Park',
  zip: '60304',
  lat: 41.86981,
  lng: -87.79425,
  cls: 'Residential',
  type: 'Other',
  otherType: 'Coach house',
  beds: 1,
  baths: 1,
  sqft: 620,
  year: 1924,
} as const;

/** The document types a case's files are filed under. */
export const DOCUMENT_TYPES = ['Notice of Sale', 'Judgment', 'Appraisal', 'Title Report', 'Other'];

/** Captions of a demo home's photos, in the order the photos are drawn. */
export const PHOTO_DESCRIPTIONS = ['Front view', 'Front view at dusk', 'Street view'];

import type { TCaseDetail, TCaseLot, TPropertyDetail } from '@bidright/domain';

export function caseLot(overrides: Partial<TCaseLot> = {}): TCaseLot {
  return {
    id: '11',
    lotNumber: 1,
    lotStatus: 'CompleteTransaction',
    openingPrice: 150000,
    requiredDown: 10,
    minBidIncrements: 1000,
    auction: { id: '6', startTime: '2026-11-07T18:00:00.000Z', stopTime: null, isStarted: true },
    propertyCount: 1,
    property: {
      id: '11',
      streetLine1: '2730 N Spaulding Ave',
      streetLine2: null,
      city: 'Chicago',
      county: 'Cook',
      stateCode: 'IL',
      zipCode: '60647',
    },
    isPostponed: false,
    markedFeatured: false,
    ...overrides,
  };
}

export function caseDetail(overrides: Partial<TCaseDetail> = {}): TCaseDetail {
  return {
    id: '11',
    caseNumber: '2026CH02411',
    county: 'Cook',
    fileNumber: 'WM-24420',
    clientId: '1',
    attorneyId: null,
    caseStatus: 'WaitingCourtHouse',
    caseFirmName: 'Wabash & Monroe LLP',
    country: 'US',
    companyId: '1',
    createdDate: '2026-10-12T21:54:55.417Z',
    canEdit: false,
    lotsCombinedStatus: 'CompleteTransaction',
    progressStep: 'Court',
    availableActions: ['Approved', 'Denied', 'Cancelled'],
    lots: [caseLot()],
    documents: [],
    notesCount: 0,
    ...overrides,
  };
}

export function propertyDetail(overrides: Partial<TPropertyDetail> = {}): TPropertyDetail {
  return {
    id: '5',
    caseId: '1',
    lotId: '1',
    streetLine1: '2143 W Roscoe St',
    streetLine2: null,
    city: 'Chicago',
    county: 'Cook',
    stateCode: 'IL',
    zipCode: '60618',
    countryCode: 'US',
    latitude: null,
    longitude: null,
    isPrimary: true,
    imageData: [],
    imageUrl: null,
    attributes: [
      {
        attributeId: '3',
        attributeType: 'IntField',
        attributeName: 'BedroomCount',
        value: '3',
        otherValue: null,
        otherOptionId: null,
      },
    ],
    ...overrides,
  };
}

export const ATTRIBUTE_DEFINITIONS = [
  {
    attributeId: '1',
    attributeName: 'PropertyClasses',
    attributeDisplayName: 'Property Class',
    attributeType: 'DropdownField',
    searchType: 'Exact',
    optionData: [
      { id: '1', value: 'Residential' },
      { id: '4', value: 'Other' },
    ],
  },
  {
    attributeId: '3',
    attributeName: 'BedroomCount',
    attributeDisplayName: 'Bedrooms',
    attributeType: 'IntField',
    searchType: 'Interval',
    optionData: [],
  },
  {
    attributeId: '7',
    attributeName: 'HOA',
    attributeDisplayName: 'HOA Fee',
    attributeType: 'DecimalField',
    searchType: 'Interval',
    optionData: [],
  },
  {
    attributeId: '10',
    attributeName: 'Notes',
    attributeDisplayName: 'Notes',
    attributeType: 'TextField',
    searchType: null,
    optionData: [],
  },
  {
    attributeId: '11',
    attributeName: 'HasGarage',
    attributeDisplayName: 'Garage',
    attributeType: 'BoolField',
    searchType: null,
    optionData: [],
  },
  {
    attributeId: '12',
    attributeName: 'LastSale',
    attributeDisplayName: 'Last Sale',
    attributeType: 'DateField',
    searchType: null,
    optionData: [],
  },
];

import { create } from '@bufbuild/protobuf';
import { hash } from '@node-rs/argon2';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activityLogs,
  attorneys,
  auctionBidderLots,
  auctionBidders,
  auctionStreams,
  auctions,
  bankAccounts,
  bidderPhones,
  bidders,
  bids,
  caseNotes,
  cases,
  clientCompanies,
  clients,
  companies,
  documentTypes,
  featuredLots,
  type LOT_STATUSES,
  lots,
  properties,
  propertyAttributeOptions,
  propertyAttributes,
  propertyAttributeValues,
  propertyImages,
  purchaseProfiles,
  type USER_ROLES,
  users,
} from '../db/schema/index';
import { appendLotEvent, newMessage } from '../live/events';
import { BidderSchema, LiveEvent } from '../live/messages';
import { loadLotState, presentLiveBid, presentLiveLot } from '../live/presenter';
import { seedAdminArea } from './admin';
import { seedCompaniesArea } from './companies';
import { seedDiscovery } from './discovery';
import { housePalette, saveHousePhotos } from './house-svg';
import { seedWinnings } from './winnings';

dayjs.extend(utc);
dayjs.extend(timezone);

type Role = (typeof USER_ROLES)[number];
type LotStatus = (typeof LOT_STATUSES)[number];

export interface SeedResult {
  seeded: boolean;
  logins: { role: string; userName: string }[];
}

export const DEMO_PASSWORD = 'Demo1234';
const TZ = 'America/Chicago';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function first<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('seed: insert returned no row');
  return row;
}

/** `hh:mm` local time in Chicago, `days` calendar days after `now`. */
function chicagoAt(now: Date, days: number, time: string): Date {
  const day = dayjs(now).tz(TZ).add(days, 'day').format('YYYY-MM-DD');
  return dayjs.tz(`${day} ${time}`, TZ).toDate();
}

const dollars = (amount: number) => amount * 100;

interface DemoProperty {
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
const PROPERTIES: DemoProperty[] = [
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

const ATTRIBUTES = [
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

const DOCUMENT_TYPES = ['Notice of Sale', 'Judgment', 'Appraisal', 'Title Report', 'Other'];

const PHOTO_DESCRIPTIONS = ['Front view', 'Front view at dusk', 'Street view'];

/**
 * Fills an empty database with a believable Cook County demo: staff, a law firm, verified bidders with
 * sandbox funds, cases with lots and photographed properties, and auctions live now, upcoming and completed.
 * Does nothing when any user exists. Every bid has its lot event, and each lot's live state agrees with them.
 */
export interface SeedOptions {
  dataDir: string;
  now?: Date;
  /**
   * The live auto auction's anti-sniping window ("if bid within N minutes"); 2 by default. The browser tests
   * widen it so a bid on the first lot (closing in 20 minutes) always extends it.
   */
  autoExtensionWindowMinutes?: number;
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return { seeded: false, logins: [] };

  const now = options.now ?? new Date();
  const passwordHash = await hash(DEMO_PASSWORD);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const later = (ms: number) => new Date(now.getTime() + ms);

  const logins = await db.transaction(async (tx) => {
    const log = (entry: typeof activityLogs.$inferInsert) => tx.insert(activityLogs).values(entry);

    // Companies.
    const lakeshore = first(
      await tx
        .insert(companies)
        .values({
          name: 'Lakeshore Auction Group',
          phoneNumber: '3125550100',
          streetLine1: '180 N LaSalle St',
          streetLine2: 'Suite 2600',
          city: 'Chicago',
          stateCode: 'IL',
          zipCode: '60601',
          timeZone: TZ,
          supportEmail: 'support@lakeshore-auctions.example.com',
          website: 'https://lakeshore-auctions.example.com',
          description:
            'Court-ordered foreclosure auctions across Cook County, online and at the Daley Center.',
          status: 'Active',
          createdAt: ago(400 * DAY),
        })
        .returning(),
    );
    const prairie = first(
      await tx
        .insert(companies)
        .values({
          name: 'Prairie State Auctions',
          phoneNumber: '8475550177',
          streetLine1: '1603 Orrington Ave',
          streetLine2: 'Suite 900',
          city: 'Evanston',
          stateCode: 'IL',
          zipCode: '60201',
          timeZone: TZ,
          supportEmail: 'help@prairie-auctions.example.com',
          website: 'https://prairie-auctions.example.com',
          description: 'Sheriff and judicial sales for the North Shore.',
          status: 'Active',
          createdAt: ago(200 * DAY),
        })
        .returning(),
    );

    // Users.
    const addUser = async (
      userName: string,
      role: Role,
      firstName: string,
      lastName: string,
      phoneNumber: string,
      companyId: number | null = null,
    ) =>
      first(
        await tx
          .insert(users)
          .values({
            userName,
            email: `${userName}@example.com`,
            passwordHash,
            firstName,
            lastName,
            phoneNumber,
            role,
            companyId,
            createdAt: ago(300 * DAY),
          })
          .returning(),
      );
    const admin = await addUser('admin', 'Admin', 'Dana', 'Whitfield', '3125550101');
    const auctioneer = await addUser(
      'auctioneer',
      'Auctioneer',
      'Michael',
      'Sullivan',
      '3125550102',
      lakeshore.id,
    );
    const employee = await addUser('employee', 'Employee', 'Rosa', 'Delgado', '3125550103', lakeshore.id);
    await addUser('prairie', 'Auctioneer', 'Thomas', 'Lindqvist', '8475550178', prairie.id);
    const clientUser = await addUser('client', 'Client', 'Karen', 'Okafor', '3125550104');
    const bidder1 = await addUser('bidder1', 'Bidder', 'James', 'Whitaker', '3125550141');
    const bidder2 = await addUser('bidder2', 'Bidder', 'Priya', 'Raman', '7735550142');
    const bidder3 = await addUser('bidder3', 'Bidder', 'Marcus', 'Bell', '7085550143');

    // Law firm and attorneys.
    const firm = first(
      await tx
        .insert(clients)
        .values({
          name: 'Wabash & Monroe LLP',
          streetLine1: '55 W Monroe St',
          streetLine2: 'Suite 1200',
          city: 'Chicago',
          stateCode: 'IL',
          zipCode: '60603',
          phoneNumber: '3125550160',
          email: 'foreclosures@wabashmonroe.example.com',
          status: 'Active',
          createdAt: ago(250 * DAY),
        })
        .returning(),
    );
    await tx.insert(clientCompanies).values({
      clientId: firm.id,
      companyId: lakeshore.id,
      linkedSince: ago(240 * DAY),
      createdAt: ago(250 * DAY),
    });
    const primaryAttorney = first(
      await tx
        .insert(attorneys)
        .values({
          clientId: firm.id,
          userId: clientUser.id,
          firstName: clientUser.firstName,
          lastName: clientUser.lastName,
          email: clientUser.email,
          phone: clientUser.phoneNumber,
          isPrimary: true,
        })
        .returning(),
    );
    const secondAttorney = first(
      await tx
        .insert(attorneys)
        .values({
          clientId: firm.id,
          firstName: 'David',
          lastName: 'Feldman',
          email: 'dfeldman@example.com',
          phone: '3125550161',
          isPrimary: false,
        })
        .returning(),
    );

    // Bidders: verified, one primary phone, sandbox bank accounts, purchase profiles.
    const bidderSetups = [
      {
        user: bidder1,
        birthDate: '1979-04-12',
        address: {
          streetLine1: '1420 N Dearborn St',
          streetLine2: 'Apt 5',
          city: 'Chicago',
          zipCode: '60610',
        },
        accounts: [
          {
            name: 'Chase Total Checking',
            mask: '4821',
            institutionName: 'Chase',
            subType: 'checking',
            balance: 150_000,
          },
          {
            name: 'Chase Premier Savings',
            mask: '7730',
            institutionName: 'Chase',
            subType: 'savings',
            balance: 100_000,
          },
        ],
      },
      {
        user: bidder2,
        birthDate: '1986-09-30',
        address: { streetLine1: '3040 W Logan Blvd', streetLine2: null, city: 'Chicago', zipCode: '60647' },
        accounts: [
          {
            name: 'BMO Everyday Checking',
            mask: '1190',
            institutionName: 'BMO',
            subType: 'checking',
            balance: 100_000,
          },
        ],
      },
      {
        user: bidder3,
        birthDate: '1992-01-18',
        address: { streetLine1: '915 S Harvey Ave', streetLine2: null, city: 'Oak Park', zipCode: '60304' },
        accounts: [
          {
            name: 'Wintrust Checking',
            mask: '5562',
            institutionName: 'Wintrust',
            subType: 'checking',
            balance: 20_000,
          },
        ],
      },
    ] as const;
    const profileIds = new Map<number, number>();
    for (const setup of bidderSetups) {
      const { user, address } = setup;
      const verifiedDate = ago(90 * DAY);
      await tx.insert(bidders).values({
        userId: user.id,
        birthDate: setup.birthDate,
        ...address,
        stateCode: 'IL',
        isVerified: true,
        verifiedDate,
      });
      await tx.insert(bidderPhones).values({
        userId: user.id,
        number: user.phoneNumber ?? '',
        isPrimary: true,
        verifiedDate,
        createdAt: verifiedDate,
      });
      for (const [i, account] of setup.accounts.entries()) {
        await tx.insert(bankAccounts).values({
          bidderId: user.id,
          provider: 'sandbox',
          providerItemId: `sandbox-item-${user.userName}`,
          providerAccountId: `sandbox-acct-${user.userName}-${i + 1}`,
          name: account.name,
          mask: account.mask,
          institutionName: account.institutionName,
          subType: account.subType,
          balanceCents: dollars(account.balance),
          isValid: true,
          modifiedDate: ago(DAY),
          createdAt: verifiedDate,
        });
      }
      const profile = first(
        await tx
          .insert(purchaseProfiles)
          .values({
            bidderId: user.id,
            name: `${user.firstName} ${user.lastName}`,
            type: 'Individual',
            contactName: `${user.firstName} ${user.lastName}`,
            phoneNumber: user.phoneNumber,
            ...address,
            county: 'Cook',
            stateCode: 'IL',
            isPrimary: true,
            isSameAsBidder: true,
          })
          .returning(),
      );
      profileIds.set(user.id, profile.id);
    }
    await tx.insert(purchaseProfiles).values({
      bidderId: bidder1.id,
      name: 'Whitaker Holdings LLC',
      type: 'Corporation',
      contactName: 'James Whitaker',
      phoneNumber: bidder1.phoneNumber,
      streetLine1: '350 N Orleans St',
      streetLine2: 'Suite 9000N',
      city: 'Chicago',
      county: 'Cook',
      stateCode: 'IL',
      zipCode: '60654',
      isAgentForBidder: true,
    });

    // Property attribute definitions and document types.
    const attributeIds = new Map<string, number>();
    const optionIds = new Map<string, number>();
    for (const [i, def] of ATTRIBUTES.entries()) {
      const attribute = first(
        await tx
          .insert(propertyAttributes)
          .values({
            name: def.name,
            displayName: def.displayName,
            type: def.type,
            searchType: def.searchType,
            sort: i + 1,
          })
          .returning(),
      );
      attributeIds.set(def.name, attribute.id);
      if ('options' in def) {
        const options = await tx
          .insert(propertyAttributeOptions)
          .values(def.options.map((value) => ({ attributeId: attribute.id, value })))
          .returning();
        for (const option of options) optionIds.set(`${def.name}:${option.value}`, option.id);
      }
    }
    await tx.insert(documentTypes).values(DOCUMENT_TYPES.map((name) => ({ name })));

    // Cases, each with one lot and one primary property with photos.
    const lotIds: number[] = [];
    for (const [i, p] of PROPERTIES.entries()) {
      const createdAt = ago((60 - i * 2) * DAY);
      const kase = first(
        await tx
          .insert(cases)
          .values({
            companyId: lakeshore.id,
            clientId: firm.id,
            attorneyId: i % 3 === 2 ? secondAttorney.id : primaryAttorney.id,
            caseNumber: `2026CH0${(1041 + i * 137).toString().padStart(4, '0')}`,
            county: 'Cook',
            fileNumber: `WM-${24_310 + i * 11}`,
            createdBy: auctioneer.id,
            createdAt,
            updatedAt: createdAt,
          })
          .returning(),
      );
      await log({
        companyId: lakeshore.id,
        caseId: kase.id,
        userId: auctioneer.id,
        title: 'Case created',
        body: `Case ${kase.caseNumber} was created.`,
        createdAt,
      });
      const lot = first(
        await tx
          .insert(lots)
          .values({
            caseId: kase.id,
            createdAt,
            updatedAt: createdAt,
            reliefFeeCents: dollars(i % 2 === 0 ? 1500 : 0),
          })
          .returning(),
      );
      lotIds.push(lot.id);
      const property = first(
        await tx
          .insert(properties)
          .values({
            lotId: lot.id,
            streetLine1: p.street,
            streetLine2: p.line2 ?? null,
            city: p.city,
            county: 'Cook',
            stateCode: 'IL',
            zipCode: p.zip,
            latitude: p.lat,
            longitude: p.lng,
            isPrimary: true,
            createdAt,
            updatedAt: createdAt,
          })
          .returning(),
      );
      const values: Record<string, string | undefined> = {
        PropertyClasses: String(optionIds.get(`PropertyClasses:${p.cls}`)),
        PropertyType: String(optionIds.get(`PropertyType:${p.type}`)),
        BedroomCount: String(p.beds),
        BathroomCount: String(p.baths),
        SquareFeet: String(p.sqft),
        MarketValuationValue: String(p.value),
        HOA: p.hoa === undefined ? undefined : String(p.hoa),
        LotSize: p.lotSize > 0 ? String(p.lotSize) : undefined,
        YearBuilt: String(p.year),
      };
      const valueRows = Object.entries(values).flatMap(([name, value]) => {
        const attributeId = attributeIds.get(name);
        return value === undefined || attributeId === undefined
          ? []
          : [{ propertyId: property.id, attributeId, value }];
      });
      await tx.insert(propertyAttributeValues).values(valueRows);

      const photoCount = i % 2 === 0 ? 3 : 2;
      const photos = await saveHousePhotos(options.dataDir, property.id, housePalette(i), photoCount);
      for (const [at, storageKey] of photos.entries()) {
        await tx.insert(propertyImages).values({
          propertyId: property.id,
          storageKey,
          description: PHOTO_DESCRIPTIONS[at] ?? `Photo ${at + 1}`,
          isMain: at === 0,
          createdAt,
        });
      }
    }
    const lotId = (i: number) => {
      const id = lotIds[i];
      if (id === undefined) throw new Error(`seed: no lot ${i}`);
      return id;
    };

    // Auction helpers.
    const addAuction = async (values: Omit<typeof auctions.$inferInsert, 'companyId' | 'createdBy'>) =>
      first(
        await tx
          .insert(auctions)
          .values({ companyId: lakeshore.id, createdBy: auctioneer.id, createdAt: ago(30 * DAY), ...values })
          .returning(),
      );
    const listLot = async (
      index: number,
      auctionId: number,
      lotNumber: number,
      settings: { opening: number; requiredDown: number; increment: number; stopTime?: Date | null },
      status: LotStatus = 'Listed',
    ) => {
      const id = lotId(index);
      await tx
        .update(lots)
        .set({
          auctionId,
          lotNumber,
          lotStatus: status,
          openingPriceCents: dollars(settings.opening),
          requiredDown: settings.requiredDown,
          minBidIncrementCents: dollars(settings.increment),
          stopTime: settings.stopTime ?? null,
        })
        .where(eq(lots.id, id));
      await log({
        companyId: lakeshore.id,
        lotId: id,
        userId: auctioneer.id,
        title: 'Lot published',
        body: `Lot ${lotNumber} was published with an opening price of $${settings.opening.toLocaleString('en-US')}.`,
        createdAt: ago(20 * DAY),
      });
      return id;
    };
    const joinAuction = async (
      auctionId: number,
      user: typeof bidder1,
      paddleNumber: number,
      createdAt: Date,
    ) =>
      first(
        await tx
          .insert(auctionBidders)
          .values({
            auctionId,
            bidderId: user.id,
            paddleNumber,
            purchaseProfileId: profileIds.get(user.id) ?? null,
            type: 'ONLINE',
            createdAt,
          })
          .returning(),
      );
    type Joined = Awaited<ReturnType<typeof joinAuction>>;
    const joinLot = (
      ab: Joined,
      id: number,
      mode: 'PreRegistered' | 'Spectating' | 'Active',
      locked: number,
      enteredDate: Date,
      leftDate: Date | null = null,
    ) =>
      tx.insert(auctionBidderLots).values({
        auctionBidderId: ab.id,
        lotId: id,
        mode,
        lockedCents: dollars(locked),
        enteredDate,
        leftDate,
      });

    /**
     * Runs a lot's live history: LotStarted (seq 1), one BidPlaced per bid, and LotStopped when `stop` is
     * given; then writes the lot's live state and outcome so they agree with the events.
     */
    const runLot = async (
      id: number,
      startedTime: Date,
      stopTime: Date,
      history: { by: Joined; amount: number; at: Date }[],
      stop?: {
        at: Date;
        status: LotStatus;
        deposit?: Date;
        payment?: Date;
        deedDelivery?: 'PickUp' | 'Ship';
      },
    ) => {
      // Events are written by the live engine's own appendLotEvent and presenter, so a resuming client reads
      // the seeded history exactly as it reads live events.
      const db = tx as unknown as Db;
      const present = async (at: Date) => presentLiveLot((await loadLotState(db, id))!, { now: at });
      await tx.update(lots).set({ startedTime, stopTime }).where(eq(lots.id, id));
      await appendLotEvent(
        db,
        id,
        newMessage({ id: String(id), event: LiveEvent.LOT_STARTED, lot: await present(startedTime) }),
        undefined,
        startedTime,
      );
      let seq = 1;
      let high: { bidId: number; amount: number; by: Joined; at: Date } | null = null;
      for (const bid of history) {
        seq += 1;
        const row = first(
          await tx
            .insert(bids)
            .values({
              lotId: id,
              auctionBidderId: bid.by.id,
              bidderId: bid.by.bidderId,
              amountCents: dollars(bid.amount),
              createdDate: bid.at,
              seq,
            })
            .returning(),
        );
        high = { bidId: row.id, amount: bid.amount, by: bid.by, at: bid.at };
        await tx
          .update(lots)
          .set({
            seq,
            bidCount: seq - 1,
            highBidId: row.id,
            highBidCents: dollars(bid.amount),
            highBidderId: bid.by.id,
          })
          .where(eq(lots.id, id));
        const [bidder] = await tx
          .select({ userName: users.userName })
          .from(users)
          .where(eq(users.id, bid.by.bidderId));
        const bidMessage = presentLiveBid({
          id: row.id,
          amountCents: dollars(bid.amount),
          createdDate: bid.at,
          paddleNumber: bid.by.paddleNumber,
          userName: bidder!.userName,
          bidderId: bid.by.bidderId,
        });
        await appendLotEvent(
          db,
          id,
          newMessage({
            id: String(id),
            event: LiveEvent.BID_PLACED,
            lot: await present(bid.at),
            bidder: create(BidderSchema, {
              id: String(bid.by.bidderId),
              userName: bidder!.userName,
              paddleNumber: bid.by.paddleNumber,
              bid: bidMessage,
            }),
            serverDateTime: bid.at.toISOString(),
          }),
          seq,
          bid.at,
        );
      }
      if (!stop) return;
      await tx
        .update(lots)
        .set({
          stoppedTime: stop.at,
          lotStatus: stop.status,
          winnerBidId: high?.bidId ?? null,
          soldTo: high ? 'ThirdParty' : 'Plaintiff',
          winnerCreatedDate: stop.at,
          depositReceivedDate: stop.deposit ?? null,
          paymentReceivedDate: stop.payment ?? null,
          deedDelivery: stop.deedDelivery ?? null,
          updatedAt: stop.payment ?? stop.deposit ?? stop.at,
        })
        .where(eq(lots.id, id));
      await appendLotEvent(
        db,
        id,
        newMessage({
          id: String(id),
          event: LiveEvent.LOT_STOPPED,
          lot: await present(stop.at),
          serverDateTime: stop.at.toISOString(),
        }),
        undefined,
        stop.at,
      );
      await log({
        companyId: lakeshore.id,
        lotId: id,
        userId: auctioneer.id,
        title: 'Lot stopped',
        body: high
          ? `Sold to paddle ${high.by.paddleNumber} for $${high.amount.toLocaleString('en-US')}.`
          : 'No bids; sold to the plaintiff.',
        createdAt: stop.at,
      });
      if (stop.deposit)
        await log({
          companyId: lakeshore.id,
          lotId: id,
          userId: employee.id,
          title: 'Deposit received',
          createdAt: stop.deposit,
        });
      if (stop.payment)
        await log({
          companyId: lakeshore.id,
          lotId: id,
          userId: employee.id,
          title: 'Full payment received',
          createdAt: stop.payment,
        });
    };

    // 1. Manual hybrid auction, live since 5 minutes ago, no lot started yet.
    const manualStart = ago(5 * MINUTE);
    const manual = await addAuction({
      type: 'Hybrid',
      startType: 'Manual',
      startTime: manualStart,
      stopTime: new Date(manualStart.getTime() + 3 * HOUR),
      location: 'Richard J. Daley Center, 50 W Washington St, Room 2302, Chicago, IL 60602',
      minBidIncrementsCents: dollars(500),
    });
    await listLot(0, manual.id, 1, { opening: 50_000, requiredDown: 10, increment: 500 });
    await listLot(1, manual.id, 2, { opening: 85_000, requiredDown: 10, increment: 500 });
    await tx.insert(auctionStreams).values({
      auctionId: manual.id,
      title: 'Daley Center sale room',
      url: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
      status: 'Live',
      createdAt: ago(DAY),
    });

    // 2. Auto online auction, live: lots close at +20, +40 and +60 minutes.
    const autoStart = ago(10 * MINUTE);
    const auto = await addAuction({
      type: 'Online',
      startType: 'Auto',
      startTime: autoStart,
      stopTime: later(60 * MINUTE),
      timeLeft: options.autoExtensionWindowMinutes ?? 2,
      extraTime: 2,
    });
    const autoLots = [
      await listLot(2, auto.id, 1, {
        opening: 120_000,
        requiredDown: 10,
        increment: 1000,
        stopTime: later(20 * MINUTE),
      }),
      await listLot(3, auto.id, 2, {
        opening: 95_000,
        requiredDown: 10,
        increment: 1000,
        stopTime: later(40 * MINUTE),
      }),
      await listLot(4, auto.id, 3, {
        opening: 60_000,
        requiredDown: 10,
        increment: 500,
        stopTime: later(60 * MINUTE),
      }),
    ] as const;
    const autoB1 = await joinAuction(auto.id, bidder1, 101, ago(2 * DAY));
    const autoB2 = await joinAuction(auto.id, bidder2, 102, ago(DAY));
    await joinLot(autoB1, autoLots[0], 'Active', 50_000, ago(9 * MINUTE));
    await joinLot(autoB2, autoLots[0], 'Active', 30_000, ago(8 * MINUTE));
    await joinLot(autoB2, autoLots[1], 'Spectating', 0, ago(8 * MINUTE));
    await runLot(autoLots[0], autoStart, later(20 * MINUTE), [
      { by: autoB1, amount: 121_000, at: ago(7 * MINUTE) },
      { by: autoB2, amount: 123_000, at: ago(5 * MINUTE) },
      { by: autoB1, amount: 125_000, at: ago(3 * MINUTE) },
    ]);
    await runLot(autoLots[1], autoStart, later(40 * MINUTE), []);
    await runLot(autoLots[2], autoStart, later(60 * MINUTE), []);

    // 3. Upcoming: manual in person tomorrow 10:00 Chicago; auto online in three days.
    const inPersonStart = chicagoAt(now, 1, '10:00');
    const inPerson = await addAuction({
      type: 'InPerson',
      startType: 'Manual',
      startTime: inPersonStart,
      stopTime: new Date(inPersonStart.getTime() + 2 * HOUR),
      location: 'Cook County Courthouse, 5600 Old Orchard Rd, Skokie, IL 60077',
      minBidIncrementsCents: dollars(500),
    });
    await listLot(5, inPerson.id, 1, { opening: 140_000, requiredDown: 10, increment: 500 });
    await listLot(6, inPerson.id, 2, { opening: 210_000, requiredDown: 10, increment: 1000 });
    const onlineStart = chicagoAt(now, 3, '12:00');
    const onlineStop = new Date(onlineStart.getTime() + 2 * HOUR);
    const online = await addAuction({
      type: 'Online',
      startType: 'Auto',
      startTime: onlineStart,
      stopTime: onlineStop,
      timeLeft: 2,
      extraTime: 2,
    });
    const upcomingLot = await listLot(7, online.id, 1, {
      opening: 155_000,
      requiredDown: 25,
      increment: 1000,
      stopTime: onlineStop,
    });
    const preRegistered = await joinAuction(online.id, bidder1, 101, ago(DAY));
    await joinLot(preRegistered, upcomingLot, 'PreRegistered', 0, ago(DAY));

    // 4. Completed auctions: last week (manual hybrid) and two weeks ago (auto online).
    const lastWeekStart = chicagoAt(now, -7, '10:00');
    const lastWeek = await addAuction({
      type: 'Hybrid',
      startType: 'Manual',
      startTime: lastWeekStart,
      stopTime: new Date(lastWeekStart.getTime() + 2 * HOUR),
      location: 'Richard J. Daley Center, 50 W Washington St, Room 2302, Chicago, IL 60602',
      minBidIncrementsCents: dollars(500),
      finishedAt: new Date(lastWeekStart.getTime() + 50 * MINUTE),
    });
    const lw1 = await listLot(8, lastWeek.id, 1, { opening: 90_000, requiredDown: 10, increment: 500 });
    const lw2 = await listLot(9, lastWeek.id, 2, { opening: 240_000, requiredDown: 10, increment: 500 });
    const lwB1 = await joinAuction(lastWeek.id, bidder1, 101, new Date(lastWeekStart.getTime() - DAY));
    const lwB2 = await joinAuction(lastWeek.id, bidder2, 102, new Date(lastWeekStart.getTime() - DAY));
    const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);
    await joinLot(lwB1, lw1, 'Active', 40_000, at(lastWeekStart, 1), at(lastWeekStart, 25));
    await joinLot(lwB2, lw1, 'Active', 15_000, at(lastWeekStart, 2), at(lastWeekStart, 25));
    await runLot(
      lw1,
      at(lastWeekStart, 3),
      at(lastWeekStart, 23),
      [
        { by: lwB2, amount: 90_500, at: at(lastWeekStart, 5) },
        { by: lwB1, amount: 95_000, at: at(lastWeekStart, 8) },
        { by: lwB2, amount: 100_000, at: at(lastWeekStart, 12) },
        { by: lwB1, amount: 112_500, at: at(lastWeekStart, 19) },
      ],
      { at: at(lastWeekStart, 23), status: 'PendingTransaction', deposit: at(lastWeekStart, 95) },
    );
    await runLot(lw2, at(lastWeekStart, 30), at(lastWeekStart, 45), [], {
      at: at(lastWeekStart, 45),
      status: 'CompleteTransaction',
    });

    const twoWeeksStart = chicagoAt(now, -14, '12:00');
    const twoWeeks = await addAuction({
      type: 'Online',
      startType: 'Auto',
      startTime: twoWeeksStart,
      stopTime: at(twoWeeksStart, 60),
      timeLeft: 2,
      extraTime: 2,
      finishedAt: at(twoWeeksStart, 62),
    });
    const tw1 = await listLot(10, twoWeeks.id, 1, {
      opening: 150_000,
      requiredDown: 10,
      increment: 1000,
      stopTime: at(twoWeeksStart, 30),
    });
    const tw2 = await listLot(11, twoWeeks.id, 2, {
      opening: 55_000,
      requiredDown: 25,
      increment: 500,
      stopTime: at(twoWeeksStart, 62),
    });
    const twB2 = await joinAuction(twoWeeks.id, bidder2, 101, new Date(twoWeeksStart.getTime() - 2 * DAY));
    const twB3 = await joinAuction(twoWeeks.id, bidder3, 102, new Date(twoWeeksStart.getTime() - DAY));
    const twB1 = await joinAuction(twoWeeks.id, bidder1, 103, new Date(twoWeeksStart.getTime() - DAY));
    await joinLot(twB2, tw1, 'Active', 25_000, at(twoWeeksStart, 1), at(twoWeeksStart, 30));
    await joinLot(twB1, tw1, 'Active', 20_000, at(twoWeeksStart, 2), at(twoWeeksStart, 30));
    await joinLot(twB3, tw2, 'Active', 20_000, at(twoWeeksStart, 3), at(twoWeeksStart, 62));
    await joinLot(twB1, tw2, 'Spectating', 0, at(twoWeeksStart, 4), at(twoWeeksStart, 62));
    await runLot(
      tw1,
      twoWeeksStart,
      at(twoWeeksStart, 30),
      [
        { by: twB1, amount: 151_000, at: at(twoWeeksStart, 6) },
        { by: twB2, amount: 160_000, at: at(twoWeeksStart, 14) },
        { by: twB1, amount: 170_000, at: at(twoWeeksStart, 22) },
        { by: twB2, amount: 182_000, at: at(twoWeeksStart, 27) },
      ],
      {
        at: at(twoWeeksStart, 30),
        status: 'CompleteTransaction',
        deposit: at(twoWeeksStart, 90),
        payment: new Date(twoWeeksStart.getTime() + DAY),
      },
    );
    // A bid inside the last two minutes extended this lot's close from +60 to +62 minutes.
    await runLot(
      tw2,
      twoWeeksStart,
      at(twoWeeksStart, 62),
      [
        { by: twB3, amount: 55_500, at: at(twoWeeksStart, 20) },
        { by: twB3, amount: 61_000, at: at(twoWeeksStart, 59) },
      ],
      {
        at: at(twoWeeksStart, 62),
        status: 'DeedIssued',
        deposit: at(twoWeeksStart, 100),
        payment: new Date(twoWeeksStart.getTime() + DAY),
        deedDelivery: 'PickUp',
      },
    );

    // Case statuses follow their lots.
    const caseOf = async (id: number) =>
      first(await tx.select({ caseId: lots.caseId }).from(lots).where(eq(lots.id, id))).caseId;
    await tx
      .update(cases)
      .set({ caseStatus: 'WaitingCourtHouse' })
      .where(eq(cases.id, await caseOf(tw1)));
    await tx
      .update(cases)
      .set({ caseStatus: 'Approved' })
      .where(eq(cases.id, await caseOf(tw2)));
    await tx.insert(caseNotes).values([
      {
        caseId: await caseOf(tw2),
        subject: 'Order confirming sale',
        body: 'Judge signed the order approving the sale; deed released for pick-up.',
        createdBy: employee.id,
        createdAt: new Date(twoWeeksStart.getTime() + 7 * DAY),
      },
      {
        caseId: await caseOf(lotId(0)),
        subject: 'Occupancy',
        body: 'Property appears occupied; no interior inspection available.',
        createdBy: auctioneer.id,
        createdAt: ago(10 * DAY),
      },
    ]);

    // Featured lots: one by the host, one by the platform admin.
    await tx.insert(featuredLots).values([
      {
        lotId: autoLots[0],
        companyId: lakeshore.id,
        isAdmin: false,
        createdBy: auctioneer.id,
        createdAt: ago(3 * DAY),
      },
      { lotId: lotId(5), companyId: null, isAdmin: true, createdBy: admin.id, createdAt: ago(2 * DAY) },
    ]);

    // Lots 12 and 13 stay Draft, in no auction.
    await seedDiscovery(tx, { now, dataDir: options.dataDir });
    return [
      { role: 'Admin', userName: 'admin' },
      { role: 'Auctioneer', userName: 'auctioneer' },
      { role: 'Employee', userName: 'employee' },
      { role: 'Auctioneer', userName: 'prairie' },
      { role: 'Client', userName: 'client' },
      { role: 'Bidder', userName: 'bidder1' },
      { role: 'Bidder', userName: 'bidder2' },
      { role: 'Bidder', userName: 'bidder3' },
    ];
  });
  await seedCompaniesArea(db, now);

  await seedAdminArea(db, { passwordHash, now });
  await seedWinnings(db);
  return { seeded: true, logins };
}

import { PURCHASE_PROFILE_CHANGE_MESSAGES, type TBidderLot } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/app';
import {
  db,
  expectRejected,
  join,
  json,
  newAuction,
  newBidder,
  newLot,
  participation,
  t,
  useParticipationKit,
} from '../../test/participation-test-kit';

useParticipationKit();

/** Issue 31 items 5 and 6: the bidder lot page's property facts and its deed grantee change. */

async function addProperty(lotId: number, street: string, isPrimary: boolean) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into properties (lot_id, street_line1, city, county, state_code, zip_code, is_primary)
      values (${lotId}, ${street}, 'Chicago', 'Cook', 'IL', '60614', ${isPrimary}) returning id`,
  );
  return Number(row?.id);
}

async function setAttribute(
  propertyId: number,
  name: string,
  value: string,
  otherValue: string | null = null,
) {
  await db.execute(sql`insert into property_attribute_values (property_id, attribute_id, value, other_value)
    select ${propertyId}, id, ${value}, ${otherValue} from property_attributes where name = ${name}`);
}

async function optionId(attribute: string, value: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select o.id from property_attribute_options o join property_attributes a on a.id = o.attribute_id
      where a.name = ${attribute} and o.value = ${value}`,
  );
  return String(row?.id);
}

describe('GET /api/lots/{lotId}/bidder: property facts', () => {
  it('lists each property of the lot, primary first, with every filled-in attribute under its display name', async () => {
    const bidder = await newBidder();
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId);
    const second = await addProperty(lotId, '12 Side St', false);
    const primary = await addProperty(lotId, '1 Main St', true);
    await setAttribute(primary, 'BedroomCount', '3');
    await setAttribute(primary, 'BathroomCount', '2.5');
    await setAttribute(primary, 'SquareFeet', '1850');
    await setAttribute(primary, 'PropertyClasses', await optionId('PropertyClasses', 'Residential'));
    await setAttribute(primary, 'PropertyType', await optionId('PropertyType', 'Other'), 'Coach house');
    await setAttribute(primary, 'MarketValuationValue', '465000');
    await setAttribute(primary, 'HOA', '125');
    await setAttribute(second, 'BedroomCount', '1');

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/lots/${lotId}/bidder`,
      headers: bearer(bidder.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const lot = response.json() as TBidderLot;
    expect(lot.properties.map((p) => [p.id, p.streetLine1, p.isPrimary])).toEqual([
      [String(primary), '1 Main St', true],
      [String(second), '12 Side St', false],
    ]);
    expect(lot.properties[0]?.facts.map((f) => [f.label, f.value])).toEqual([
      ['Property Class', 'Residential'],
      ['Property Type', 'Coach house'],
      ['Bedrooms', '3'],
      ['Bathrooms', '2.5'],
      ['Square Feet', '1850'],
      ['Estimated Market Value', '465000'],
      ['HOA Fee', '125'],
    ]);
    expect(lot.properties[1]?.facts).toEqual([
      { name: 'BedroomCount', label: 'Bedrooms', type: 'IntField', value: '1' },
    ]);
  });
});

describe('PUT /api/auctions/{auctionId}/bidders: until a joined lot starts', () => {
  const change = (token: string, auctionId: number, purchaseProfileId: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}/bidders`,
      headers: { ...bearer(token), ...json },
      payload: { purchaseProfileId },
    });

  it('changes the grantee before the start and refuses it, changing nothing, once the lot started', async () => {
    const bidder = await newBidder();
    const [second] = await queryRows<{ id: number }>(
      db,
      sql`insert into purchase_profiles (bidder_id, name, type) values (${bidder.id}, 'Grantee Trust', 'Trust')
        returning id`,
    );
    const secondId = Number(second?.id);
    const auctionId = await newAuction();
    const lotId = await newLot(auctionId);
    await join(bidder.token, auctionId, lotId, { amount: -1, purchaseProfileId: bidder.profileId });

    expect((await change(bidder.token, auctionId, secondId)).statusCode).toBe(200);
    expect((await participation(lotId, bidder.id))?.purchase_profile_id).toBe(secondId);

    await db.execute(sql`update lots set started_time = now() where id = ${lotId}`);
    await expectRejected(
      () => change(bidder.token, auctionId, bidder.profileId),
      400,
      PURCHASE_PROFILE_CHANGE_MESSAGES.lotStarted,
    );
    expect((await participation(lotId, bidder.id))?.purchase_profile_id).toBe(secondId);
  });

  it('ignores a started lot the bidder left before its start', async () => {
    const bidder = await newBidder();
    const auctionId = await newAuction();
    const left = await newLot(auctionId);
    const upcoming = await newLot(auctionId);
    await join(bidder.token, auctionId, left, { amount: -1, purchaseProfileId: bidder.profileId });
    await join(bidder.token, auctionId, upcoming, { amount: -1, purchaseProfileId: bidder.profileId });
    await db.execute(sql`update auction_bidder_lots set left_date = now() - interval '1 hour'
      where lot_id = ${left}`);
    await db.execute(sql`update lots set started_time = now() where id = ${left}`);
    expect((await change(bidder.token, auctionId, bidder.profileId)).statusCode).toBe(200);
  });
});

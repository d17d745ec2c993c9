import { CONTACT_TO_EMAIL_KEY } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { sanitizeBody } from '../modules/content/public';
import { type DemoFiles, housePalette, saveHousePhotos } from './house-svg';

const DAY = 24 * 60 * 60 * 1000;

const RESOURCES = [
  {
    title: 'How a Cook County foreclosure auction works',
    description:
      'From the judgment of foreclosure to the order confirming sale: the steps, the dates and who does what.',
    link: 'https://www.cookcountycourt.org',
    body: `<h2>From judgment to sale</h2>
<p>After the court enters a <strong>judgment of foreclosure</strong>, the property is scheduled for a judicial sale. The sale is run by a selling officer, here an auction host listed on Bidright, and is open to the public.</p>
<h3>What you need before the sale</h3>
<ul><li>A verified Bidright account (bank account and phone).</li><li>Funds for the deposit, usually 10–25% of your bid, locked when you join the lot.</li><li>A purchase profile naming who takes title.</li></ul>
<h3>After you win</h3>
<ol><li>Pay the deposit within 2 hours of the win.</li><li>Pay the balance by 2:00 PM the next day.</li><li>The court confirms the sale; then the deed is issued.</li></ol>
<p>Read the case documents on each property page before you bid.</p>
<script>alert('never shown')</script>`,
    daysAgo: 30,
  },
  {
    title: 'Five checks before bidding on a foreclosure',
    description: 'Title, occupancy, taxes, HOA dues and the opening bid: what to look at on each listing.',
    link: null,
    body: `<p>Foreclosure sales are sold <em>as is</em>. Before you lock a deposit, check:</p>
<ol><li><strong>Title report</strong>: liens that survive the sale.</li><li><strong>Occupancy</strong>: an occupied home may need an eviction order.</li><li><strong>Property taxes</strong>: unpaid taxes stay with the property.</li><li><strong>HOA dues</strong>: condominium assessments may be owed.</li><li><strong>Opening bid</strong>: compare it with the estimated market value on the card.</li></ol>
<p><a href="https://www.cookcountytreasurer.com" onclick="steal()">Look up taxes at the Cook County Treasurer</a>.</p>`,
    daysAgo: 18,
  },
  {
    title: 'Saving searches and pinning properties',
    description:
      'Draw an area on the map, filter by bedrooms and price, save the search and pin the homes you like.',
    link: null,
    body: `<p>On <strong>Properties</strong>, draw a polygon or a circle on the map to search inside it. Add filters such as bedrooms, bathrooms or square feet, then press <em>Save filter</em>.</p>
<p>Pinned properties appear in the header count and under the <em>Pinned</em> quick filter. Your last five viewed properties are listed in the header panel.</p>
<img src="javascript:alert(1)" alt="removed">`,
    daysAgo: 9,
  },
  {
    title: 'Deposits, balances and refunds explained',
    description: 'How your available balance, locked funds and deposits move during and after an auction.',
    link: null,
    body: `<p>Your <strong>available balance</strong> is the balance of your valid linked accounts minus funds locked for auctions.</p>
<table><thead><tr><th>When</th><th>What happens</th></tr></thead><tbody><tr><td>Join a lot</td><td>The deposit is locked</td></tr><tr><td>Lose the lot</td><td>The deposit is released</td></tr><tr><td>Win the lot</td><td>The deposit applies to your payment</td></tr></tbody></table>`,
    daysAgo: 3,
  },
];

const FAQS = [
  [
    'Who can bid on Bidright?',
    'Anyone 18 or older with a verified account: a linked bank account and a confirmed phone number.',
  ],
  [
    'Where are the properties?',
    'Property search is currently available in Illinois, with most sales in Cook County.',
  ],
  [
    'How much is the deposit?',
    'Each lot sets a required down payment, a percent of your bid, shown on the property page. You lock enough funds to cover it when you join.',
  ],
  [
    'When do I pay after winning?',
    'The deposit is due within 2 hours of the win and the balance by 2:00 PM the next day.',
  ],
  [
    'Can I inspect a property before the sale?',
    'Foreclosure properties are sold as is and are often occupied. Use the photos, the map and the case documents on the property page.',
  ],
  ['What is a Mock Auction?', 'A practice auction run by a host. Bids in a mock auction are not binding.'],
  [
    'What does "Postponed" mean?',
    'The court or the plaintiff moved the sale to a later date. The new date is shown on the property page.',
  ],
  [
    'How do I delete my account?',
    'Request deletion from the account page. Some records are kept for reporting as the privacy policy describes.',
  ],
] as const;

/**
 * Demo data of the public site and discovery (issue 13): the contact address setting, helpful resources
 * (bodies sanitised as they would be on save), the FAQ, a cancelled sale and extra upcoming properties
 * for the home tabs and the map, and a saved search for bidder1. Runs inside the demo seed's transaction.
 */
export async function seedDiscovery(db: Db, options: { now: Date; files: DemoFiles }) {
  const { now } = options;
  await db.execute(sql`insert into configurations (key, value, display_name, is_public)
    values (${CONTACT_TO_EMAIL_KEY}, 'support@bidright.example.com', 'Contact form recipient', 1)
    on conflict (key) do nothing`);
  for (const resource of RESOURCES) {
    const at = new Date(now.getTime() - resource.daysAgo * DAY).toISOString();
    await db.execute(sql`insert into resources (title, description, link, body_html, created_at, updated_at)
      values (${resource.title}, ${resource.description}, ${resource.link}, ${sanitizeBody(resource.body)}, ${at}, ${at})`);
  }
  for (const [i, [question, answer]] of FAQS.entries())
    await db.execute(
      sql`insert into helps (question, answer, sort_order) values (${question}, ${answer}, ${i + 1})`,
    );

  // An upcoming auction of the first host gets ten more lots: seven listed and three cancelled.
  const [auction] = await queryRows<{ id: number; company_id: number; created_by: number }>(
    db,
    sql`select id, company_id, created_by from auctions
      where start_time > ${now.toISOString()}::timestamptz and not is_test and not is_cancelled
      order by start_time asc limit 1`,
  );
  const [kase] = await queryRows<{ client_id: number; attorney_id: number | null }>(
    db,
    sql`select client_id, attorney_id from cases order by id limit 1`,
  );
  const attributes = new Map(
    (await queryRows<{ id: number; name: string }>(db, sql`select id, name from property_attributes`)).map(
      (row) => [row.name, Number(row.id)],
    ),
  );
  if (auction && kase) {
    const extra = [
      {
        street: '4420 N Malden St',
        city: 'Chicago',
        zip: '60640',
        lat: 41.9621,
        lng: -87.6651,
        beds: 3,
        baths: 2,
        sqft: 1680,
        value: 412000,
        status: 'Listed',
        opening: 198000,
      },
      {
        street: '1107 Elmwood Ave',
        city: 'Evanston',
        zip: '60202',
        lat: 42.0325,
        lng: -87.6829,
        beds: 4,
        baths: 2.5,
        sqft: 2240,
        value: 585000,
        status: 'Listed',
        opening: 305000,
      },
      {
        street: '1311 Hinman Ave',
        city: 'Evanston',
        zip: '60201',
        lat: 42.0383,
        lng: -87.6775,
        beds: 3,
        baths: 1.5,
        sqft: 1720,
        value: 498000,
        status: 'Listed',
        opening: 241000,
      },
      {
        street: '2857 W Logan Blvd',
        city: 'Chicago',
        zip: '60647',
        lat: 41.9288,
        lng: -87.6984,
        beds: 5,
        baths: 3,
        sqft: 3100,
        value: 890000,
        status: 'Listed',
        opening: 455000,
      },
      {
        street: '7451 N Damen Ave',
        city: 'Chicago',
        zip: '60645',
        lat: 42.0166,
        lng: -87.6819,
        beds: 2,
        baths: 1,
        sqft: 1050,
        value: 231000,
        status: 'Listed',
        opening: 96000,
      },
      {
        street: '615 Forest Ave',
        city: 'Oak Park',
        zip: '60302',
        lat: 41.8925,
        lng: -87.7986,
        beds: 4,
        baths: 3,
        sqft: 2650,
        value: 735000,
        status: 'Listed',
        opening: 362000,
      },
      {
        street: '9030 S Leavitt St',
        city: 'Chicago',
        zip: '60643',
        lat: 41.7302,
        lng: -87.6794,
        beds: 3,
        baths: 2,
        sqft: 1540,
        value: 268000,
        status: 'Listed',
        opening: 118000,
      },
      {
        street: '10633 S Hale Ave',
        city: 'Chicago',
        zip: '60643',
        lat: 41.7005,
        lng: -87.6706,
        beds: 3,
        baths: 1.5,
        sqft: 1410,
        value: 248000,
        status: 'Cancelled',
        opening: 121000,
      },
      {
        street: '3938 N Kedvale Ave',
        city: 'Chicago',
        zip: '60641',
        lat: 41.9523,
        lng: -87.7307,
        beds: 3,
        baths: 2,
        sqft: 1600,
        value: 389000,
        status: 'Cancelled',
        opening: 174000,
      },
      {
        street: '214 S Cuyler Ave',
        city: 'Oak Park',
        zip: '60302',
        lat: 41.8838,
        lng: -87.7779,
        beds: 2,
        baths: 1,
        sqft: 980,
        value: 276000,
        status: 'Cancelled',
        opening: 131000,
      },
    ] as const;
    for (const [i, p] of extra.entries()) {
      const created = new Date(now.getTime() - (20 - i) * DAY).toISOString();
      const [newCase] = await queryRows<{ id: number }>(
        db,
        sql`insert into cases (company_id, client_id, attorney_id, case_number, county, file_number, case_status, created_by, created_at, updated_at)
          values (${auction.company_id}, ${kase.client_id}, ${kase.attorney_id}, ${`2026CH0${(3120 + i * 211).toString().padStart(4, '0')}`}, 'Cook',
            ${`WM-${25_100 + i * 7}`}, 'New', ${auction.created_by}, ${created}, ${created}) returning id`,
      );
      const [lot] = await queryRows<{ id: number }>(
        db,
        sql`insert into lots (case_id, auction_id, lot_number, lot_status, opening_price_cents, required_down, created_at, updated_at)
          values (${newCase?.id}, ${auction.id}, ${100 + i}, ${p.status}, ${p.opening * 100}, 10, ${created}, ${created}) returning id`,
      );
      const [property] = await queryRows<{ id: number }>(
        db,
        sql`insert into properties (lot_id, street_line1, city, county, state_code, zip_code, latitude, longitude, is_primary, created_at, updated_at)
          values (${lot?.id}, ${p.street}, ${p.city}, 'Cook', 'IL', ${p.zip}, ${p.lat}, ${p.lng}, true, ${created}, ${created}) returning id`,
      );
      if (!property) continue;
      const values: [string, string][] = [
        ['BedroomCount', String(p.beds)],
        ['BathroomCount', String(p.baths)],
        ['SquareFeet', String(p.sqft)],
        ['MarketValuationValue', String(p.value)],
      ];
      for (const [name, value] of values) {
        const attributeId = attributes.get(name);
        if (attributeId)
          await db.execute(
            sql`insert into property_attribute_values (property_id, attribute_id, value) values (${property.id}, ${attributeId}, ${value})`,
          );
      }
      const photos = await saveHousePhotos(options.files, property.id, housePalette(20 + i), 2);
      for (const [at, storageKey] of photos.entries()) {
        await db.execute(sql`insert into property_images (property_id, storage_key, description, is_main)
          values (${property.id}, ${storageKey}, ${at === 0 ? 'Front view' : 'Street view'}, ${at === 0})`);
      }
    }
  }

  // bidder1 has one saved search: 3+ bedrooms in Evanston.
  const [bidder1] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where user_name = 'bidder1'`,
  );
  if (bidder1)
    await db.execute(sql`insert into bidder_filters (bidder_id, name, saved_filter)
      values (${bidder1.id}, 'Evanston, 3+ bedrooms', ${JSON.stringify({
        search: 'Evanston',
        searchAttributes: [{ name: 'BedroomCount', min: 3 }],
      })}::jsonb)`);
}

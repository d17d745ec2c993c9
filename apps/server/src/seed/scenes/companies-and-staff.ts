import type { Db } from '../../db/client';
import { attorneys, clientCompanies, clients, companies, users } from '../../db/schema/index';
import { DAY, first, type Role, type SeedClock, TZ } from './seed-kit';

/** The rows the later scenes hang their data on: the two hosts, the staff, the bidders and the law firm. */
export type DemoStaff = Awaited<ReturnType<typeof seedCompaniesAndStaff>>;

/** A user row of the demo, as the later scenes pass it around. */
export type DemoUser = typeof users.$inferSelect;

/**
 * Seeds the two auction companies, every demo login (staff, client, bidders) and the law firm with its two
 * attorneys, the first of them the client's login.
 */
export async function seedCompaniesAndStaff(tx: Db, { ago }: SeedClock, passwordHash: string) {
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
        description: 'Court-ordered foreclosure auctions across Cook County, online and at the Daley Center.',
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
  // ADR 0072: a bidder whose bank's owner did not match, waiting in the admin's verification queue.
  const bidder4 = await addUser('bidder4', 'Bidder', 'Elena', 'Novak', '7735550144');

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
  return {
    lakeshore,
    admin,
    auctioneer,
    employee,
    bidder1,
    bidder2,
    bidder3,
    bidder4,
    firm,
    primaryAttorney,
    secondAttorney,
  };
}

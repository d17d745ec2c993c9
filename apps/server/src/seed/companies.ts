import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activityLogs,
  apiKeys,
  attorneys,
  clientCompanies,
  clients,
  companies,
  users,
} from '../db/schema/index';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo data of the host back office (issue 15): more clients of Lakeshore (one waiting for the firm to
 * link, one Inactive, one with attorneys), the law firm also working with Prairie (not linked yet, so the
 * client's Connected Companies page has a Link action), and one deactivated API key (its key is unknown:
 * a key is shown only when generated).
 */
export async function seedCompaniesArea(db: Db, now: Date) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await db.transaction(async (tx) => {
    const [lakeshore] = await tx
      .select()
      .from(companies)
      .where(eq(companies.name, 'Lakeshore Auction Group'));
    const [auctioneer] = await tx.select().from(users).where(eq(users.userName, 'auctioneer'));
    if (!lakeshore || !auctioneer) return;

    const added = await tx
      .insert(clients)
      .values([
        {
          name: 'Harbor & Pine LLP',
          streetLine1: '233 S Wacker Dr',
          city: 'Chicago',
          stateCode: 'IL',
          zipCode: '60606',
          phoneNumber: '3125550170',
          email: 'intake@harborpine.example.com',
          status: 'Active',
          createdAt: ago(60 * DAY),
        },
        {
          name: 'Riverside Legal Group',
          city: 'Evanston',
          stateCode: 'IL',
          zipCode: '60201',
          status: 'Active',
          createdAt: ago(20 * DAY),
        },
        {
          name: 'Old Town Title & Law',
          city: 'Chicago',
          stateCode: 'IL',
          status: 'Inactive',
          createdAt: ago(300 * DAY),
        },
      ])
      .returning({ id: clients.id, name: clients.name });
    await tx
      .insert(clientCompanies)
      .values(added.map((row) => ({ clientId: row.id, companyId: lakeshore.id })));
    const harbor = added[0]!;
    await tx.insert(attorneys).values([
      {
        clientId: harbor.id,
        firstName: 'Grace',
        lastName: 'Okafor',
        email: 'gokafor@harborpine.example.com',
        phone: '3125550171',
        isPrimary: true,
      },
      {
        clientId: harbor.id,
        firstName: 'Tom',
        lastName: 'Reyes',
        email: 'treyes@harborpine.example.com',
        isPrimary: false,
      },
    ]);

    // The demo client's firm also works with Prairie, not linked yet.
    const [prairie] = await tx.select().from(companies).where(eq(companies.name, 'Prairie State Auctions'));
    const [wabash] = await tx.select().from(clients).where(eq(clients.name, 'Wabash & Monroe LLP'));
    if (prairie && wabash) {
      const [link] = await tx
        .select()
        .from(clientCompanies)
        .where(and(eq(clientCompanies.clientId, wabash.id), eq(clientCompanies.companyId, prairie.id)));
      if (!link) await tx.insert(clientCompanies).values({ clientId: wabash.id, companyId: prairie.id });
    }

    const unknownKey = `brk_${randomBytes(32).toString('base64url')}`;
    await tx.insert(apiKeys).values({
      companyId: lakeshore.id,
      createdBy: auctioneer.id,
      keyHash: createHash('sha256').update(unknownKey).digest('hex'),
      lastChars: unknownKey.slice(-6),
      createdAt: ago(90 * DAY),
      expiresAt: new Date(now.getTime() + 275 * DAY),
      deactivatedAt: ago(30 * DAY),
    });
    await tx.insert(activityLogs).values({
      companyId: lakeshore.id,
      userId: auctioneer.id,
      title: 'Clients added',
      body: 'auctioneer added Harbor & Pine LLP, Riverside Legal Group and Old Town Title & Law.',
      createdAt: ago(20 * DAY),
    });
  });
}

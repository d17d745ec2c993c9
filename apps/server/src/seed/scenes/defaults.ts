import { runnerUpOfferDeadline } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { bidders, cases, companies, lots, users } from '../../db/schema/index';
import { auctionKit } from './auction-kit';
import type { DemoStaff } from './companies-and-staff';
import { chicagoAt, DAY, first, HOUR, MINUTE, type SeedClock } from './seed-kit';

/**
 * Defaults, the runner-up and per-sale approval (issue 43, ADR 0075), seeded after every other scene so no
 * earlier id moves: a defaulter of their own (bidder5, no login on the demo list), whose win two days ago
 * was marked defaulted and is offered to bidder2 at bidder2's own highest bid (the offer open for 20 more
 * hours); bidder5 on Lakeshore's non-payer list; and an upcoming Lakeshore auction that requires approval of
 * each bidder, with bidder3's request pending. The two lots have a case of their own and no property.
 */
export async function seedDefaults(db: Db, clock: SeedClock) {
  const { now, ago } = clock;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const user = async (userName: string) =>
      first(await tx.select().from(users).where(eq(users.userName, userName)));
    const [auctioneer, employee, bidder1, bidder2, bidder3] = await Promise.all(
      ['auctioneer', 'employee', 'bidder1', 'bidder2', 'bidder3'].map(user),
    );
    const lakeshore = first(
      await tx.select().from(companies).where(eq(companies.id, auctioneer!.companyId!)),
    );
    const template = first(await tx.select().from(cases).where(eq(cases.companyId, lakeshore.id)).limit(1));
    const profiles = await queryRows<{ bidder_id: number; id: number }>(
      tx,
      sql`select distinct on (bidder_id) bidder_id, id from purchase_profiles where bidder_id = ${bidder2!.id}
        order by bidder_id, id`,
    );

    const defaulter = first(
      await tx
        .insert(users)
        .values({
          userName: 'bidder5',
          email: 'bidder5@example.com',
          passwordHash: bidder1!.passwordHash,
          firstName: 'Dale',
          lastName: 'Norris',
          phoneNumber: '3125550199',
          role: 'Bidder',
          createdAt: ago(90 * DAY),
        })
        .returning(),
    );
    await tx
      .insert(bidders)
      .values({ userId: defaulter.id, stateCode: 'IL', isVerified: true, verifiedDate: ago(80 * DAY) });

    const newLot = async (caseNumber: string, fileNumber: string) => {
      const kase = first(
        await tx
          .insert(cases)
          .values({
            companyId: lakeshore.id,
            clientId: template.clientId,
            attorneyId: template.attorneyId,
            caseNumber,
            county: 'Cook',
            fileNumber,
            createdBy: auctioneer!.id,
            createdAt: ago(40 * DAY),
            updatedAt: ago(40 * DAY),
          })
          .returning(),
      );
      return first(
        await tx
          .insert(lots)
          .values({ caseId: kase.id, createdAt: ago(40 * DAY) })
          .returning(),
      ).id;
    };
    const defaultedLot = await newLot('2026CH09911', 'WM-25990');
    const approvalLot = await newLot('2026CH09933', 'WM-26001');
    const kit = auctionKit(
      tx,
      clock,
      { lakeshore, auctioneer, employee } as unknown as DemoStaff,
      (i) => [defaultedLot, approvalLot][i]!,
      new Map(profiles.map((row) => [Number(row.bidder_id), Number(row.id)])),
    );

    // A sale two days ago: bidder5 won at $92,000 and never paid the deposit; bidder2 bid up to $88,000.
    const start = chicagoAt(now, -2, '11:00');
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const sale = await kit.addAuction({
      type: 'Online',
      startType: 'Manual',
      startTime: start,
      stopTime: at(60),
      finishedAt: at(30),
    });
    await kit.listLot(0, sale.id, 1, { opening: 80_000, requiredDown: 10, increment: 500 });
    const b2 = await kit.joinAuction(sale.id, bidder2!, 101, new Date(start.getTime() - DAY));
    const b4 = await kit.joinAuction(sale.id, defaulter, 102, new Date(start.getTime() - DAY));
    await kit.joinLot(b2, defaultedLot, 'Active', 10_000, at(1), at(25));
    await kit.joinLot(b4, defaultedLot, 'Active', 10_000, at(2), at(25));
    await kit.runLot(
      defaultedLot,
      at(3),
      at(25),
      [
        { by: b2, amount: 80_500, at: at(5) },
        { by: b4, amount: 85_000, at: at(9) },
        { by: b2, amount: 88_000, at: at(14) },
        { by: b4, amount: 92_000, at: at(20) },
      ],
      { at: at(25), status: 'PendingTransaction' },
    );
    const [win] = await queryRows<{ id: number }>(
      tx,
      sql`select winner_bid_id as id from lots where id = ${defaultedLot}`,
    );
    const [runnerUpBid] = await queryRows<{ id: number }>(
      tx,
      sql`select id from bids where lot_id = ${defaultedLot} and bidder_id = ${bidder2!.id} order by amount_cents desc limit 1`,
    );
    const reason = 'The deposit was not received by its deadline; the bidder did not answer our calls.';
    const defaultedAt = ago(40 * HOUR);
    const [created] = await queryRows<{ id: number }>(
      tx,
      sql`insert into lot_defaults (lot_id, company_id, bid_id, bidder_id, amount_cents, won_at, reason,
          defaulted_by_user_id, created_at)
        values (${defaultedLot}, ${lakeshore.id}, ${Number(win!.id)}, ${defaulter.id}, 9200000, ${at(25).toISOString()},
          ${reason}, ${employee!.id}, ${defaultedAt.toISOString()})
        returning id`,
    );
    await tx.execute(
      sql`update lots set winner_bid_id = null, winner_created_date = null where id = ${defaultedLot}`,
    );
    await tx.execute(sql`insert into non_payers (company_id, bidder_id, lot_id, default_id, reason, created_at)
      values (${lakeshore.id}, ${defaulter.id}, ${defaultedLot}, ${Number(created!.id)}, ${reason}, ${defaultedAt.toISOString()})`);
    const offeredAt = ago(4 * HOUR);
    const [offer] = await queryRows<{ id: number }>(
      tx,
      sql`insert into runner_up_offers (default_id, lot_id, bid_id, bidder_id, amount_cents, deadline_at,
          offered_by_user_id, created_at)
        values (${Number(created!.id)}, ${defaultedLot}, ${Number(runnerUpBid!.id)}, ${bidder2!.id}, 8800000,
          ${runnerUpOfferDeadline(offeredAt, lakeshore.runnerUpOfferHours).toISOString()}, ${auctioneer!.id},
          ${offeredAt.toISOString()})
        returning id`,
    );
    await tx.execute(sql`insert into notifications (user_id, lot_id, kind, occurrence, title, body, link)
      values (${bidder2!.id}, ${defaultedLot}, 'RunnerUpOffer', ${`offer:${offer!.id}`},
        'Lot 1 of case 2026CH09911 is offered to you',
        'The winner defaulted. The host offers you the lot at your bid of $88,000. Accept in My Winnings.',
        '/account/winning')`);

    // An upcoming auction that requires approval of each bidder: bidder3's request waits for the host.
    const upcoming = await kit.addAuction({
      type: 'Online',
      startType: 'Manual',
      startTime: chicagoAt(now, 5, '10:00'),
      requireBidderApproval: true,
    });
    await kit.listLot(1, upcoming.id, 1, { opening: 120_000, requiredDown: 10, increment: 1000 });
    await tx.execute(sql`insert into sale_approvals (auction_id, bidder_id, created_at)
      values (${upcoming.id}, ${bidder3!.id}, ${ago(2 * HOUR).toISOString()})`);
  });
}

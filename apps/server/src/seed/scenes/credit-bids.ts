import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctions, cases, creditBidHistory, creditBids, lots } from '../../db/schema/index';
import type { DemoStaff } from './companies-and-staff';
import { DAY, dollars, first, HOUR, logActivity, type SeedClock } from './seed-kit';

/**
 * The plaintiff's credit bids (issue 43 point 2, ADR 0074), seeded last so every earlier row keeps its id:
 * Lakeshore requires them for tomorrow's in-person manual sale. Lot 1's credit bid was entered by the firm's
 * attorney (the client login) and confirmed by the employee, so it is the lot's opening price; lot 2's was
 * entered and awaits a second person, so START refuses it until staff confirm it. Both cases get their
 * judgment amounts; for the sale's other lots the plaintiff's "does not bid" is confirmed, so they start as
 * before. Every other auction keeps the requirement off: the spec's flows as they were.
 */
export async function seedCreditBids(
  tx: Db,
  { ago }: SeedClock,
  { lakeshore, employee, primaryAttorney }: DemoStaff,
) {
  const [sale] = await tx
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        eq(auctions.companyId, lakeshore.id),
        eq(auctions.type, 'InPerson'),
        eq(auctions.isCancelled, false),
      ),
    )
    .orderBy(sql`${auctions.startTime} desc`)
    .limit(1);
  const attorneyUserId = primaryAttorney.userId;
  if (!sale || attorneyUserId === null) return;
  await tx.update(auctions).set({ creditBidRequired: true }).where(eq(auctions.id, sale.id));
  const saleLots = await tx
    .select({ id: lots.id, caseId: lots.caseId, lotNumber: lots.lotNumber, opening: lots.openingPriceCents })
    .from(lots)
    .where(eq(lots.auctionId, sale.id))
    .orderBy(lots.lotNumber);
  const plans = [
    { judgment: 182_450, confirmed: true },
    { judgment: 268_900, confirmed: false },
  ];
  // The sale's other lots: the firm said the plaintiff does not bid, and staff confirmed it, so they start
  // as they did before the rule.
  for (const lot of saleLots.slice(plans.length)) {
    const entry = first(
      await tx
        .insert(creditBids)
        .values({
          lotId: lot.id,
          plaintiffDoesNotBid: true,
          enteredBy: attorneyUserId,
          enteredAt: ago(2 * DAY),
          confirmedBy: employee.id,
          confirmedAt: ago(2 * DAY - HOUR),
        })
        .returning({ id: creditBids.id }),
    );
    await tx.insert(creditBidHistory).values([
      {
        creditBidId: entry.id,
        lotId: lot.id,
        action: 'Entered',
        userId: attorneyUserId,
        plaintiffDoesNotBid: true,
        createdAt: ago(2 * DAY),
      },
      {
        creditBidId: entry.id,
        lotId: lot.id,
        action: 'Confirmed',
        userId: employee.id,
        plaintiffDoesNotBid: true,
        createdAt: ago(2 * DAY - HOUR),
      },
    ]);
  }
  for (const [index, plan] of plans.entries()) {
    const lot = saleLots[index];
    if (!lot) break;
    await tx
      .update(cases)
      .set({ judgmentCents: dollars(plan.judgment) })
      .where(eq(cases.id, lot.caseId));
    const enteredAt = ago(DAY + 2 * HOUR);
    const confirmedAt = plan.confirmed ? ago(DAY) : null;
    const entry = first(
      await tx
        .insert(creditBids)
        .values({
          lotId: lot.id,
          amountCents: lot.opening,
          enteredBy: attorneyUserId,
          enteredAt,
          confirmedBy: plan.confirmed ? employee.id : null,
          confirmedAt,
        })
        .returning({ id: creditBids.id }),
    );
    const amount = `$${(lot.opening / 100).toLocaleString('en-US')}`;
    await tx.insert(creditBidHistory).values({
      creditBidId: entry.id,
      lotId: lot.id,
      action: 'Entered',
      userId: attorneyUserId,
      amountCents: lot.opening,
      createdAt: enteredAt,
    });
    await logActivity(tx, {
      companyId: lakeshore.id,
      caseId: lot.caseId,
      lotId: lot.id,
      userId: attorneyUserId,
      title: 'Credit bid entered',
      body: `The firm's attorney entered the plaintiff's credit bid on lot ${lot.lotNumber}; it awaits a second person's confirmation.`,
      createdAt: enteredAt,
    });
    if (!confirmedAt) continue;
    await tx.insert(creditBidHistory).values({
      creditBidId: entry.id,
      lotId: lot.id,
      action: 'Confirmed',
      userId: employee.id,
      amountCents: lot.opening,
      createdAt: confirmedAt,
    });
    await logActivity(tx, {
      companyId: lakeshore.id,
      caseId: lot.caseId,
      lotId: lot.id,
      userId: employee.id,
      title: 'Credit bid confirmed',
      body: `${employee.userName} confirmed the plaintiff's credit bid of ${amount} on lot ${lot.lotNumber}; it is the lot's opening price.`,
      createdAt: confirmedAt,
    });
  }
}

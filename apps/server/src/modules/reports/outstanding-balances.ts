import {
  initialDepositCents,
  isReceived,
  outstandingBalanceCents,
  type TOutstandingBalance,
  toDollars,
} from '@bidright/domain';
import { pastDue, paymentDeadlines } from '@bidright/domain/settlement-schedule';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notPracticeLot } from '../../db/practice-filter';
import { loadSettlementSettings } from '../../db/settlement-settings';

/**
 * Won lots still awaiting payment, with what is owed: win amount + relief fee − deposit (the deposit counts
 * once received), per the domain's `outstandingBalanceCents`, with the stored relief fee and the deadlines
 * and past-due flags of the domain's one rule under the day rule in force. Biggest first. `where` narrows
 * to a company (host dashboard), a firm (client dashboard) or a bidder.
 */
export async function listOutstandingBalances(db: Db, where: SQL = sql`true`, now = new Date()) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id as lot_id, l.case_id, cs.case_number, co.name as company_name, co.time_zone,
        u.first_name || ' ' || u.last_name as bidder_name, b.amount_cents, l.relief_fee_cents, l.required_down,
        l.deposit_received_date, l.winner_created_date, l.stopped_time
      from lots l join bids b on b.id = l.winner_bid_id join users u on u.id = b.bidder_id
        join cases cs on cs.id = l.case_id join companies co on co.id = cs.company_id
      where l.lot_status = 'PendingTransaction' and l.payment_received_date is null and ${notPracticeLot('l')}
        and ${where}`,
  );
  const { paymentDayRule } = await loadSettlementSettings(db);
  const items: TOutstandingBalance[] = rows.map((row) => {
    const winAmountCents = Number(row.amount_cents);
    const reliefFeeCents = Number(row.relief_fee_cents);
    const requiredDownPercent = Number(row.required_down);
    const depositReceivedDate = row.deposit_received_date as string | null;
    const winDate = new Date((row.winner_created_date ?? row.stopped_time ?? now) as string);
    const deadlines = paymentDeadlines({ winDate, timeZone: String(row.time_zone), rule: paymentDayRule });
    const late = pastDue({
      deadlines,
      depositReceived: isReceived(depositReceivedDate),
      paymentReceived: false,
      now,
    });
    return {
      lotId: String(row.lot_id),
      caseId: String(row.case_id),
      caseNumber: String(row.case_number),
      companyName: String(row.company_name),
      bidderName: String(row.bidder_name),
      winDate: winDate.toISOString(),
      timeZone: String(row.time_zone),
      winAmount: toDollars(winAmountCents),
      reliefFee: toDollars(reliefFeeCents),
      deposit: toDollars(
        isReceived(depositReceivedDate) ? initialDepositCents(winAmountCents, requiredDownPercent) : 0,
      ),
      outstanding: toDollars(
        outstandingBalanceCents({ winAmountCents, reliefFeeCents, requiredDownPercent, depositReceivedDate }),
      ),
      depositDueDate: deadlines.depositDueAt.toISOString(),
      paymentDueDate: deadlines.balanceDueAt.toISOString(),
      isDepositPastDue: late.isDepositPastDue,
      isPaymentPastDue: late.isBalancePastDue,
    };
  });
  return items.sort((a, b) => b.outstanding - a.outstanding || Number(a.lotId) - Number(b.lotId));
}

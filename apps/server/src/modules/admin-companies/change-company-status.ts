import { ADMIN_MESSAGES, type TCompanyStatus, type TCompanyStatusAnswer } from '@bidright/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { EmailSender } from '../../providers/email/email';
import { endUserSessions } from '../auth/public';

type Change = 'approve' | 'decline' | 'activate' | 'deactivate';

/** Which statuses each admin action starts from, where it leads, and what the admin is told. */
const CHANGES: Record<
  Change,
  { from: TCompanyStatus[]; to: TCompanyStatus; message: string; refusal: string }
> = {
  approve: {
    from: ['Pending', 'Declined'],
    to: 'Active',
    message: ADMIN_MESSAGES.companyApproved,
    refusal: ADMIN_MESSAGES.companyNotPending,
  },
  decline: {
    from: ['Pending'],
    to: 'Declined',
    message: ADMIN_MESSAGES.companyDeclined,
    refusal: ADMIN_MESSAGES.companyNotPending,
  },
  activate: {
    from: ['Inactive', 'Active'],
    to: 'Active',
    message: ADMIN_MESSAGES.companyActivated,
    refusal: ADMIN_MESSAGES.companyNotApproved,
  },
  deactivate: {
    from: ['Active', 'Inactive'],
    to: 'Inactive',
    message: ADMIN_MESSAGES.companyDeactivated,
    refusal: ADMIN_MESSAGES.companyNotApproved,
  },
};

/**
 * PUT /api/companies/{id}/approve and PUT /api/companies/{id}/{true|false}. Declining or deactivating ends
 * every session of the company's users at once (sign-in itself is refused by the login rules). The host's
 * managers learn of an approval or a decline by e-mail, sent after the change is committed.
 */
export async function changeCompanyStatus(
  db: Db,
  email: EmailSender,
  caller: AuthUser,
  companyId: number,
  change: Change,
): Promise<TCompanyStatusAnswer> {
  const rule = CHANGES[change];
  const { company, managers } = await db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) throw notFound('Company is not found!');
    if (!rule.from.includes(company.status)) throw conflict(rule.refusal);
    await tx
      .update(companies)
      .set({ status: rule.to, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    const staff = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.role, ['Auctioneer', 'Employee'])));
    if (rule.to === 'Inactive' || rule.to === 'Declined') {
      for (const user of staff) await endUserSessions(tx, user.id);
    }
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: `Company ${rule.to}`,
      body: `${company.name}: ${company.status} → ${rule.to} by an administrator.`,
    });
    return { company, managers: staff.filter((user) => user.role === 'Auctioneer') };
  });
  if (change === 'approve' || change === 'decline') {
    const recipients = new Set(managers.map((user) => user.email.toLowerCase()));
    if (company.supportEmail) recipients.add(company.supportEmail.toLowerCase());
    // The change is committed; a mail server that fails must not turn it into an error for the admin.
    for (const to of recipients)
      await email.send(statusEmail(to, company.name, change === 'approve')).catch(() => undefined);
  }
  return { id: String(companyId), status: rule.to, message: rule.message };
}

/** The e-mail a host gets when the admin decides on its registration. */
export function statusEmail(to: string, companyName: string, approved: boolean) {
  return approved
    ? {
        to,
        subject: `${companyName} is approved on Bidright`,
        text: `Good news! ${companyName} has been approved. You can now sign in at /login, complete your company profile and create auctions.`,
      }
    : {
        to,
        subject: `${companyName} was not approved on Bidright`,
        text: `We are sorry: the registration of ${companyName} was declined. Please contact the administrator for assistance.`,
      };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  IDENTITY_METHOD_BANK,
  matchIdentity,
  type TBankOwner,
  type TRegisteredIdentity,
} from '@bidright/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, bidders, identityEvidence, purchaseProfiles } from '../../db/schema/index';
import type { DemoStaff, DemoUser } from './companies-and-staff';
import { DAY, dollars, first, type SeedClock } from './seed-kit';

/** A one-page PDF as a county's filing might look, written by hand (no PDF library at seed time). */
function papersPdf(title: string): Buffer {
  const text = `BT /F1 14 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The owners a sandbox bank reports for a person at an address. */
const ownerOf = (name: string, registered: TRegisteredIdentity): TBankOwner => ({
  names: [name],
  addresses: [
    {
      street: [registered.streetLine1, registered.streetLine2].filter(Boolean).join(' '),
      city: registered.city,
      region: registered.stateCode,
      postalCode: registered.zipCode,
    },
  ],
  emails: [],
  phoneNumbers: [],
});

async function registeredOf(tx: Db, user: DemoUser): Promise<TRegisteredIdentity> {
  const bidder = first(await tx.select().from(bidders).where(eq(bidders.userId, user.id)));
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    streetLine1: bidder.streetLine1,
    streetLine2: bidder.streetLine2,
    city: bidder.city,
    stateCode: bidder.stateCode,
    zipCode: bidder.zipCode,
  };
}

async function recordCheck(
  tx: Db,
  user: DemoUser,
  owner: TBankOwner,
  registered: TRegisteredIdentity,
  at: Date,
) {
  const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.bidderId, user.id)).limit(1);
  const match = matchIdentity(registered, [owner]);
  await tx.insert(identityEvidence).values({
    bidderId: user.id,
    method: IDENTITY_METHOD_BANK,
    bankAccountId: account?.id ?? null,
    providerItemId: account?.providerItemId ?? null,
    owners: [owner],
    registered,
    result: match.result,
    nameScore: match.nameScore,
    addressScore: match.addressScore,
    reasons: match.reasons,
    createdAt: at,
  });
  return match;
}

/**
 * ADR 0072 in the demo: the three demo bidders passed the bank identity check when they linked (a matching
 * evidence row each, so they stay verified); bidder4 linked a bank held in her husband's name and waits in the
 * admin's queue (Pending review); Whitaker Holdings LLC's papers are approved, and bidder2's family trust has
 * papers waiting for an admin.
 */
export async function seedIdentity(
  tx: Db,
  { ago }: SeedClock,
  { bidder1, bidder2, bidder3, bidder4 }: DemoStaff,
  dataDir: string,
) {
  for (const user of [bidder1, bidder2, bidder3]) {
    const registered = await registeredOf(tx, user);
    const owner = ownerOf(`${user.firstName.toUpperCase()} ${user.lastName.toUpperCase()}`, registered);
    const match = await recordCheck(tx, user, owner, registered, ago(90 * DAY));
    if (match.result !== 'match')
      throw new Error(`seed: ${user.userName}'s identity evidence does not match`);
    await tx.update(bidders).set({ identityStatus: 'Verified' }).where(eq(bidders.userId, user.id));
  }

  const checkedAt = ago(DAY);
  await tx.insert(bidders).values({
    userId: bidder4.id,
    birthDate: '1988-06-21',
    streetLine1: '2211 W Roscoe St',
    city: 'Chicago',
    stateCode: 'IL',
    zipCode: '60618',
    identityStatus: 'Pending review',
    isVerified: false,
  });
  await tx.insert(bankAccounts).values({
    bidderId: bidder4.id,
    provider: 'sandbox',
    providerItemId: 'sandbox-item-bidder4',
    providerAccountId: 'sandbox-acct-bidder4-1',
    name: 'Chase Total Checking',
    mask: '6604',
    institutionName: 'Chase',
    subType: 'checking',
    balanceCents: dollars(60_000),
    isValid: true,
    modifiedDate: checkedAt,
    createdAt: checkedAt,
  });
  const registered = await registeredOf(tx, bidder4);
  await recordCheck(
    tx,
    bidder4,
    {
      ...ownerOf('Robert J Novak', registered),
      addresses: [{ ...ownerOf('', registered).addresses[0]!, street: '2211 W Roscoe St Apt 2' }],
    },
    registered,
    checkedAt,
  );
  await tx.insert(purchaseProfiles).values({
    bidderId: bidder4.id,
    name: 'Elena Novak',
    type: 'Individual',
    contactName: 'Elena Novak',
    phoneNumber: bidder4.phoneNumber,
    streetLine1: '2211 W Roscoe St',
    city: 'Chicago',
    county: 'Cook',
    stateCode: 'IL',
    zipCode: '60618',
    isPrimary: true,
    isSameAsBidder: true,
  });

  await tx
    .update(purchaseProfiles)
    .set({
      papersStatus: 'Approved',
      papersDecidedAt: ago(60 * DAY),
      papersReason: 'Articles of organization on file.',
    })
    .where(eq(purchaseProfiles.name, 'Whitaker Holdings LLC'));
  const folder = join(dataDir, 'files', 'entity-papers', String(bidder2.id));
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'raman-family-trust.pdf'),
    papersPdf('Certificate of Trust: Raman Family Trust'),
  );
  await tx.insert(purchaseProfiles).values({
    bidderId: bidder2.id,
    name: 'Raman Family Trust',
    type: 'Corporation',
    contactName: 'Priya Raman',
    phoneNumber: bidder2.phoneNumber,
    streetLine1: '3040 W Logan Blvd',
    city: 'Chicago',
    county: 'Cook',
    stateCode: 'IL',
    zipCode: '60647',
    isAgentForBidder: true,
    papersStatus: 'Pending review',
    papersStorageKey: `entity-papers/${bidder2.id}/raman-family-trust.pdf`,
  });
}

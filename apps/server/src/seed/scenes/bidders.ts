import type { Db } from '../../db/client';
import { bankAccounts, bidderPhones, bidders, purchaseProfiles } from '../../db/schema/index';
import type { DemoStaff } from './companies-and-staff';
import { DAY, dollars, first, type SeedClock } from './seed-kit';

/**
 * Makes the three bidder logins real bidders: verified, one primary phone, sandbox bank accounts and a primary
 * purchase profile each, plus an agent profile for bidder1's LLC. Answers each bidder's primary profile id by
 * user id, for the auctions they join.
 */
export async function seedBidders(
  tx: Db,
  { ago }: SeedClock,
  { bidder1, bidder2, bidder3 }: DemoStaff,
): Promise<Map<number, number>> {
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
  return profileIds;
}

import { CONFIGURATION_RULES } from '@bidright/domain';
import type { Db } from '../db/client';
import { companies, configurations, users } from '../db/schema/index';

/**
 * Demo data of the admin area: the platform settings the product runs on, and companies in every status
 * so the approval screens have something to act on (a pending registration with its manager, a declined
 * and a deactivated host).
 */
export async function seedAdminArea(db: Db, options: { passwordHash: string; now: Date }) {
  const { passwordHash, now } = options;
  await db
    .insert(configurations)
    .values(
      CONFIGURATION_RULES.map((rule) => ({
        key: rule.key,
        value: rule.key === 'Contact_ToEmail' ? 'support@bidright.example' : rule.defaultValue,
        displayName: rule.displayName,
        isPublic: rule.isPublic ? 1 : 0,
        modifiedDate: now,
      })),
    )
    .onConflictDoNothing();
  const day = 24 * 60 * 60 * 1000;
  const rows = await db
    .insert(companies)
    .values([
      {
        name: 'Northshore Judicial Sales',
        phoneNumber: '8475550140',
        streetLine1: '1603 Orrington Ave',
        city: 'Evanston',
        stateCode: 'IL',
        zipCode: '60201',
        supportEmail: 'sales@northshore.example',
        status: 'Pending',
        createdAt: new Date(now.getTime() - day),
      },
      {
        name: 'Fox Valley Property Auctions',
        phoneNumber: '6305550111',
        streetLine1: '2 E Galena Blvd',
        city: 'Aurora',
        stateCode: 'IL',
        zipCode: '60505',
        status: 'Declined',
        createdAt: new Date(now.getTime() - 9 * day),
      },
      {
        name: 'Rockford Courthouse Sales',
        phoneNumber: '8155550122',
        streetLine1: '400 W State St',
        city: 'Rockford',
        stateCode: 'IL',
        zipCode: '61101',
        status: 'Inactive',
        createdAt: new Date(now.getTime() - 40 * day),
      },
    ])
    .returning({ id: companies.id, name: companies.name });
  const northshore = rows.find((row) => row.name === 'Northshore Judicial Sales')!;
  await db.insert(users).values({
    userName: 'northshore',
    email: 'manager@northshore.example',
    passwordHash,
    firstName: 'Nora',
    lastName: 'North',
    phoneNumber: '8475550141',
    role: 'Auctioneer',
    companyId: northshore.id,
    createdAt: new Date(now.getTime() - day),
  });
}

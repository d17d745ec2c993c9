import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auctions } from './auctions';
import { purchaseProfiles } from './bidders';
import { createdAt, users } from './identity';

export const AUCTION_BIDDER_TYPES = ['ONLINE', 'INPERSON'] as const;
export const AUCTION_BIDDER_BALANCE_TYPES = ['Check'] as const;

/** A bidder registered in an auction, with a paddle number unique inside it. */
export const auctionBidders = pgTable(
  'auction_bidders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id),
    paddleNumber: integer('paddle_number').notNull(),
    purchaseProfileId: integer('purchase_profile_id').references(() => purchaseProfiles.id, {
      onDelete: 'set null',
    }),
    type: varchar('type', { length: 16, enum: AUCTION_BIDDER_TYPES }).notNull().default('ONLINE'),
    /** 'Check' when staff added the bidder in person. */
    balanceType: varchar('balance_type', { length: 16, enum: AUCTION_BIDDER_BALANCE_TYPES }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auction_bidders_paddle_unique').on(t.auctionId, t.paddleNumber),
    uniqueIndex('auction_bidders_bidder_unique').on(t.auctionId, t.bidderId),
    index('auction_bidders_bidder_idx').on(t.bidderId),
  ],
);

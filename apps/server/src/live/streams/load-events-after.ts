import type { Db } from '../../db/client';
import { type CommittedEvent, eventsAfter } from '../events';

/** Every event of a lot after `afterSeq` (and up to `upTo` when given), oldest first, each with its seq set. */
export async function loadEventsAfter(
  db: Db,
  lotId: number,
  afterSeq: number,
  upTo = Number.POSITIVE_INFINITY,
) {
  const all: CommittedEvent[] = [];
  let from = afterSeq;
  while (from < upTo) {
    const batch = await eventsAfter(db, lotId, from, 1000);
    for (const event of batch) {
      if (event.seq > upTo) break;
      event.message.seq = BigInt(event.seq);
      all.push(event);
    }
    if (batch.length < 1000) break;
    from = batch[batch.length - 1]!.seq;
  }
  return all.filter((event) => event.seq <= upTo);
}

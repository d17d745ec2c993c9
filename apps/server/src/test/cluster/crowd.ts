/**
 * The crowd of a cluster rehearsal, driven from one Node process: bidders that bid over HTTP (kept alive)
 * and watchers that follow the lot on the live stream and resume after their last seq whenever a stream
 * ends or breaks, as the web's live client does.
 */
import pg from 'pg';
import { signAccessToken } from '../../http/access-token';
import { type AuctionMessage, LiveEvent, SubscriberRole } from '../../live/messages';
import { liveClient } from '../../live/test/live-test-kit';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$Y2x1c3RlcnNhbHQ$0000000000000000000000000000000000000000000';
const OPENING_CENTS = 100_000_00;
export const INCREMENT_CENTS = 100_00;

export interface Sale {
  auctionId: number;
  lotId: number;
  bidderIds: number[];
  watcherIds: number[];
}

/** An open manual lot with `bidders` Active (deposit far above any bid) and `watchers` spectating. */
export async function createSale(databaseUrl: string, bidders: number, watchers: number): Promise<Sale> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async (text: string, values: unknown[] = []) => (await db.query(text, values)).rows[0];
    const company = await one(
      `insert into companies (name, status) values ('Cluster Sales', 'Active') returning id`,
    );
    const host = await one(
      `insert into users (user_name, email, password_hash, first_name, last_name, role, company_id)
       values ('cluster-host', 'cluster-host@example.com', $1, 'Cluster', 'Host', 'Auctioneer', $2) returning id`,
      [HASH, company.id],
    );
    const client = await one(`insert into clients (name) values ('Cluster Firm') returning id`);
    const kase = await one(
      `insert into cases (company_id, client_id, case_number, county, file_number, created_by)
       values ($1, $2, 'CLUSTER-1', 'Cook', 'C-1', $3) returning id`,
      [company.id, client.id, host.id],
    );
    const auction = await one(
      `insert into auctions (company_id, type, start_type, start_time, created_by)
       values ($1, 'Online', 'Manual', now() - interval '1 minute', $2) returning id`,
      [company.id, host.id],
    );
    const lot = await one(
      `insert into lots (case_id, auction_id, lot_number, lot_status, opening_price_cents, required_down,
         min_bid_increment_cents, started_time)
       values ($1, $2, 1, 'Listed', $3, 10, $4, now()) returning id`,
      [kase.id, auction.id, OPENING_CENTS, INCREMENT_CENTS],
    );
    const users = await db.query(
      `insert into users (user_name, email, password_hash, first_name, last_name, role)
       select 'crowd' || g, 'crowd' || g || '@example.com', $1, 'Crowd', 'Member' || g, 'Bidder'
       from generate_series(1, $2::int) g returning id`,
      [HASH, bidders + watchers],
    );
    const ids = users.rows.map((row) => Number(row.id));
    // Bidders first (Active, a deposit no bid reaches), then the watchers (spectating).
    await db.query(
      `with ab as (
         insert into auction_bidders (auction_id, bidder_id, paddle_number, type)
         select $1, id, 100 + ord, 'ONLINE' from unnest($2::int[]) with ordinality as u(id, ord)
         returning id, paddle_number)
       insert into auction_bidder_lots (auction_bidder_id, lot_id, mode, locked_cents)
       select ab.id, $3, case when ab.paddle_number - 100 <= $4 then 'Active' else 'Spectating' end,
         case when ab.paddle_number - 100 <= $4 then 100000000000 else 0 end
       from ab`,
      [auction.id, ids, lot.id, bidders],
    );
    return {
      auctionId: Number(auction.id),
      lotId: Number(lot.id),
      bidderIds: ids.slice(0, bidders),
      watcherIds: ids.slice(bidders),
    };
  } finally {
    await db.end();
  }
}

/** A bidder's access token, minted with the cluster's secret (new users are at session version 0). */
export const mintToken = (userId: number, jwtSecret: string) =>
  signAccessToken(
    {
      id: userId,
      userName: `crowd${userId}`,
      role: 'Bidder',
      companyId: null,
      sessionId: `cluster-${userId}`,
      sessionVersion: 0,
    },
    new TextEncoder().encode(jwtSecret),
    3600,
  );

/** Follows one lot; checks that seqs arrive one by one (no gap, no repeat) across every reconnect. */
export class Watcher {
  readonly bidSeqs: number[] = [];
  readonly violations: string[] = [];
  last = 0;
  /** The seq of the first snapshot: the bids this watcher must see are the ones after it. */
  snapshotSeq: number | null = null;
  reconnects = 0;
  private stopped = false;
  private abort: AbortController | null = null;
  private done: Promise<void> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly lotId: number,
    private readonly device: string,
  ) {}

  start() {
    this.done = this.run();
  }

  private async run() {
    const client = liveClient(this.baseUrl);
    while (!this.stopped) {
      this.abort = new AbortController();
      const resumeAfter = this.last;
      try {
        const stream = client.subscribe(
          {
            lots: [{ id: String(this.lotId), afterSeq: BigInt(resumeAfter) }],
            role: SubscriberRole.BIDDER,
            device: this.device,
          },
          { headers: { authorization: `Bearer ${this.token}` }, signal: this.abort.signal },
        );
        for await (const message of stream) this.take(message, resumeAfter === 0);
      } catch {}
      if (this.stopped) return;
      this.reconnects += 1;
      // A short, jittered pause before resuming, as the web client does (a whole crowd reconnects at once).
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }

  private take(message: AuctionMessage, fresh: boolean) {
    if (message.event === LiveEvent.PONG) return;
    const seq = Number(message.seq);
    if (message.event === LiveEvent.CONNECT) {
      if (!fresh) this.violations.push(`snapshot at seq ${seq} on a resumed stream`);
      this.snapshotSeq ??= seq;
      this.last = seq;
      return;
    }
    if (message.event === LiveEvent.DISCONNECT || message.event === LiveEvent.ERROR) {
      this.violations.push(`event ${message.event}: ${message.errorMsg}`);
      return;
    }
    if (seq !== this.last + 1) this.violations.push(`seq ${seq} after ${this.last}`);
    if (seq > this.last) this.last = seq;
    if (message.event === LiveEvent.BID_PLACED) this.bidSeqs.push(seq);
  }

  async stop() {
    this.stopped = true;
    this.abort?.abort();
    await this.done;
  }
}

export interface BidTally {
  /** seq of every bid answered 200. */
  accepted: number[];
  /** Refusals by status: a 409 or 400 that quotes the minimum, a 409 to the highest bidder, a 503. */
  refused: Map<number, number>;
  /** Answers that are neither 200 nor a clean refusal, and broken connections. */
  unclean: string[];
}

/**
 * Bidders in a loop: each offers near the lowest next bid it knows (the highest minimum any answer quoted),
 * so most of a crowd's offers are overtaken by someone else's first and refused, as in a real sale.
 */
export class Bidders {
  readonly tally: BidTally = { accepted: [], refused: new Map(), unclean: [] };
  /** No bid yet: the opening price plus one increment (the lot's own rule answers the first offer anyway). */
  private minimumCents = OPENING_CENTS + INCREMENT_CENTS;
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly sale: Sale,
    private readonly tokens: string[],
  ) {}

  start() {
    this.running = true;
    this.loops = this.tokens.map((token) => this.loop(token));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Resolves once `count` more bids have been accepted (from the call). */
  async whenAccepted(count: number, timeoutMs = 240_000) {
    const target = this.tally.accepted.length + count;
    const until = Date.now() + timeoutMs;
    while (this.tally.accepted.length < target) {
      if (Date.now() > until)
        throw new Error(
          `only ${this.tally.accepted.length} of ${target} bids accepted in ${timeoutMs} ms; refused ` +
            `${JSON.stringify([...this.tally.refused])}, unclean: ${this.tally.unclean.slice(0, 3).join(' | ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async loop(token: string) {
    const url = `${this.baseUrl}/api/auctions/${this.sale.auctionId}/lots/${this.sale.lotId}/bids`;
    while (this.running) {
      // Each offer is the minimum or up to four increments above it, as a crowd's offers spread: more of
      // them stay valid after the one before them is taken.
      const offerCents = this.minimumCents + Math.floor(Math.random() * 5) * INCREMENT_CENTS;
      let status = 0;
      let body: { seq?: number; minBid?: number; message?: string } = {};
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: offerCents / 100 }),
        });
        status = response.status;
        const text = await response.text();
        try {
          body = JSON.parse(text);
        } catch {
          this.tally.unclean.push(`${status} with a body that is not JSON: ${text.slice(0, 80)}`);
          continue;
        }
      } catch (error) {
        this.tally.unclean.push(`connection broken: ${(error as Error).cause ?? error}`);
        continue;
      }
      // A person takes a moment between offers; without it 200 loops only measure how fast refusals go.
      await pause(100 + Math.random() * 200);
      if (status === 200 && typeof body.seq === 'number') {
        this.tally.accepted.push(body.seq);
        this.raiseMinimum(Math.round((body.minBid ?? 0) * 100));
        continue;
      }
      this.tally.refused.set(status, (this.tally.refused.get(status) ?? 0) + 1);
      const quoted = /minimum bid is (?:now )?\$([\d,]+(?:\.\d+)?)/.exec(body.message ?? '');
      if (quoted) {
        // 409: another bid came first; 400: our offer was already below the minimum before the latest bid
        // (two or more bids since we last heard), which a crowd's stale knowledge makes normal.
        this.raiseMinimum(Math.round(Number(quoted[1]!.replaceAll(',', '')) * 100));
        continue;
      }
      if (status === 409 && /already the highest/.test(body.message ?? '')) {
        await pause(20);
        continue;
      }
      if (status === 503) {
        await pause(50);
        continue;
      }
      this.tally.unclean.push(`${status}: ${body.message}`);
    }
  }

  private raiseMinimum(cents: number) {
    if (cents > this.minimumCents) this.minimumCents = cents;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

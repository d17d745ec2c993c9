import { createServer } from 'node:http';

/**
 * The floor of the crowd cases: a server that does nothing but the auction's arithmetic. It answers a bid
 * from memory (accepted when at least the minimum, which then rises by one increment; otherwise 409 quoting
 * the minimum, as our server does) with no authentication, validation, queue, database or fan-out. The
 * crowd loops run against it exactly as against the real server, on the same machine, so the accepted rate
 * it reaches with 200 bidders, against 10, is the best any server could show here.
 *
 * Run as a child process: `tsx crowd-floor-server.ts <port> <opening dollars> <increment dollars>`.
 */
const [port, opening, increment] = process.argv.slice(2).map(Number) as [number, number, number];
let minimum = opening + increment;
let seq = 0;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { amount } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { amount: number };
    let status = 200;
    let body: string;
    if (amount >= minimum) {
      seq += 1;
      minimum = amount + increment;
      body = JSON.stringify({ seq, serverTime: new Date().toISOString(), minBid: minimum });
    } else {
      status = 409;
      body = JSON.stringify({
        message: `Another bid was placed first. The minimum bid is now $${minimum.toLocaleString('en-US')}.`,
      });
    }
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => process.send?.('ready'));

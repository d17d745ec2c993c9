import { connect, type Socket } from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection for one bidding loop, with a prebuilt request head and a lean response
 * reader: the bench's own cost per bid stays small, as load generators such as autocannon do. On this
 * two-core machine every microsecond the bench spends is one the server and PostgreSQL do not get, and
 * node:http's client cost ~0.3-0.5 ms of CPU per request here.
 *
 * It reads what our server sends: a status line, headers with Content-Length (never chunked for JSON
 * answers) and the body. Anything else fails loudly.
 */
export class LeanHttpConnection {
  private socket: Socket | undefined;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting:
    | { resolve: (answer: { status: number; body: string }) => void; reject: (error: Error) => void }
    | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  post(path: string, bearer: string, body: string): Promise<{ status: number; body: string }> {
    if (this.waiting) throw new Error('one request at a time per connection');
    const socket = this.socket ?? this.open();
    const head =
      `POST ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\ncontent-type: application/json\r\n` +
      `authorization: Bearer ${bearer}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(head + body);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      this.socket = undefined;
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    this.socket = socket;
    return socket;
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.waiting?.reject(new Error(`answer without content-length: ${head}`));
      this.waiting = undefined;
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffer.length < end) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffer.toString('utf8', headEnd + 4, end);
    this.buffer = this.buffer.subarray(end);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve({ status, body });
  }
}

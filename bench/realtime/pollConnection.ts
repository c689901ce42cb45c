import { connect, type Socket } from 'node:net';

interface Pending {
  resolve: (answer: { status: number; body: string }) => void;
  reject: (error: Error) => void;
}

const headerEnd = Buffer.from('\r\n\r\n');

/**
 * One subscriber's own keep-alive connection, one GET at a time, as an SDK's subscribe loop holds
 * it. It writes the request line itself and reads only the status and `content-length`: with
 * 10,000 subscribers in the benchmark's process, `http.request` and its agent (which looks a freed
 * socket up among all the others) cost more than the server under test, and the load generator
 * became the bottleneck of the bare relay too.
 */
export class PollConnection {
  private socket: Socket | null = null;
  private pending: Pending | null = null;
  private received: Buffer = Buffer.alloc(0);

  constructor(private readonly port: number) {}

  get(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.connection().write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${this.port}\r\n\r\n`);
    });
  }

  close(): void {
    this.socket?.destroy();
  }

  private connection(): Socket {
    if (this.socket) return this.socket;
    const socket = connect({ host: '127.0.0.1', port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const lost = (error?: Error) => {
      if (this.socket === socket) this.socket = null;
      this.received = Buffer.alloc(0);
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error ?? new Error('connection closed'));
    };
    socket.on('error', lost);
    socket.on('close', () => lost());
    return (this.socket = socket);
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const headEnd = this.received.indexOf(headerEnd);
    if (headEnd < 0) return;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
    if (!Number.isFinite(length)) {
      this.socket?.destroy(new Error('an answer without content-length'));
      return;
    }
    const bodyStart = headEnd + headerEnd.length;
    if (this.received.length < bodyStart + length) return;
    const body = this.received.toString('utf8', bodyStart, bodyStart + length);
    this.received = this.received.subarray(bodyStart + length);
    const pending = this.pending;
    this.pending = null;
    pending?.resolve({ status: Number(head.slice(9, 12)), body });
  }
}

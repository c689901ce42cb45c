import { PollConnection } from '../realtime/pollConnection.js';

// A browser opens six connections to an origin at most; the person's long-poll holds one.
const signalConnectionsMax = 5;

/** A person's keep-alive connections for signals: a new one while all are busy, up to a browser's limit, then a queue. */
export class SignalConnections {
  private readonly all: PollConnection[] = [];
  private readonly free: PollConnection[] = [];
  private readonly waiting: Array<(connection: PollConnection) => void> = [];

  constructor(private readonly port: number) {}

  async get(path: string): Promise<{ status: number; body: string }> {
    const connection = await this.take();
    try {
      return await connection.get(path);
    } finally {
      const next = this.waiting.shift();
      if (next) next(connection);
      else this.free.push(connection);
    }
  }

  /** Opens one before the load, as a page has after its first pose. */
  async open(): Promise<void> {
    const connection = new PollConnection(this.port);
    await connection.get('/time/0');
    this.all.push(connection);
    this.free.push(connection);
  }

  close(): void {
    for (const connection of this.all) connection.close();
  }

  private take(): Promise<PollConnection> {
    const free = this.free.pop();
    if (free) return Promise.resolve(free);
    if (this.all.length < signalConnectionsMax) {
      const connection = new PollConnection(this.port);
      this.all.push(connection);
      return Promise.resolve(connection);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

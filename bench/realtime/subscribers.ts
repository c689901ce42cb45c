import { percentile, round } from './httpLoad.js';
import { PollConnection } from './pollConnection.js';

export const keys = { publishKey: 'pub-c-bench', subscribeKey: 'sub-c-bench' };

interface Envelope {
  c: string;
  d: { sentAt: number };
}

/**
 * Long-poll subscribers as the SDK runs them: each on its own keep-alive connection, a handshake,
 * then one request after another with the cursor of the last answer. Each received message's
 * latency is measured from its `sentAt`.
 */
export class SubscriberCrowd {
  readonly latenciesMs: number[] = [];
  deliveries = 0;
  /** Answers read: with the deliveries, how many messages an answer carried on average. */
  answers = 0;
  errors = 0;
  /** What the errors were (a status, or the connection's error code), and whether before the load (handshakes). */
  readonly errorKinds: Record<string, number> = {};
  held = 0;
  private stopped = false;
  /** Messages published before this moment (the warm-up's, answered late) are not counted. */
  private countFrom = 0;
  private readonly connections: PollConnection[] = [];

  constructor(private readonly port: number) {}

  async start(channels: string[], uuidPrefix: string): Promise<void> {
    const connections = channels.map(() => new PollConnection(this.port));
    this.connections.push(...connections);
    const cursors = await Promise.all(
      channels.map((channel, index) => this.handshake(connections[index]!, channel, `${uuidPrefix}${index}`)),
    );
    channels.forEach((channel, index) => void this.loop(connections[index]!, channel, `${uuidPrefix}${index}`, cursors[index]!));
  }

  stop(): void {
    this.stopped = true;
    for (const connection of this.connections) connection.close();
  }

  summary(seconds: number) {
    return {
      deliveries: this.deliveries,
      answers: this.answers,
      messagesPerAnswer: round(this.deliveries / this.answers, 2),
      deliveriesPerSecond: Math.round(this.deliveries / seconds),
      latencyMs: { p50: round(percentile(this.latenciesMs, 0.5)), p99: round(percentile(this.latenciesMs, 0.99)) },
      errors: this.errors,
      errorKinds: this.errorKinds,
    };
  }

  /**
   * Resolves once the crowd has received `expected` messages, or none more for `quietMs` (the bare
   * relay drops what reaches a subscriber between two polls): the last answers of a load are counted
   * however long they take, and a load's wall and CPU time end with them.
   */
  async settled(expected: number, quietMs = 1000): Promise<void> {
    let last = -1;
    let quietSince = performance.now();
    while (this.deliveries < expected && performance.now() - quietSince < quietMs) {
      if (this.deliveries !== last) [last, quietSince] = [this.deliveries, performance.now()];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  resetCounters(): void {
    this.countFrom = performance.now();
    this.latenciesMs.length = 0;
    this.deliveries = 0;
    this.answers = 0;
  }

  private path(channel: string, uuid: string, cursor?: string): string {
    return `/v2/subscribe/${keys.subscribeKey}/${encodeURIComponent(channel)}/0?uuid=${uuid}&heartbeat=300${cursor ? `&tt=${cursor}` : ''}`;
  }

  private countError(kind: string): void {
    this.errors++;
    this.errorKinds[kind] = (this.errorKinds[kind] ?? 0) + 1;
  }

  private async handshake(connection: PollConnection, channel: string, uuid: string): Promise<string> {
    for (;;) {
      try {
        const answer = await connection.get(this.path(channel, uuid));
        if (answer.status === 200) return (JSON.parse(answer.body) as { t: { t: string } }).t.t;
        this.countError(`handshake ${answer.status}`);
      } catch (error) {
        this.countError(`handshake ${codeOf(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async loop(connection: PollConnection, channel: string, uuid: string, cursor: string): Promise<void> {
    while (!this.stopped) {
      this.held++;
      try {
        const answer = await connection.get(this.path(channel, uuid, cursor));
        this.held--;
        if (answer.status !== 200) {
          this.countError(`poll ${answer.status}`);
          continue;
        }
        const receivedAt = performance.now();
        const body = JSON.parse(answer.body) as { t: { t: string }; m: Envelope[] };
        cursor = body.t.t;
        this.answers++;
        for (const envelope of body.m) {
          if (envelope.d.sentAt < this.countFrom) continue;
          this.deliveries++;
          this.latenciesMs.push(receivedAt - envelope.d.sentAt);
        }
      } catch (error) {
        this.held--;
        if (this.stopped) return;
        this.countError(`poll ${codeOf(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}

const codeOf = (error: unknown) => (error as { code?: string }).code ?? (error as Error).message;

/**
 * Publishes `perSecond` messages for `seconds`, spread evenly, each to a channel from `channelOf`;
 * also reports the publish round trips (a message is delivered before its publish is answered).
 * Publishes go over keep-alive connections opened beforehand, one publish at a time on each, and
 * more are opened only when all are busy: opened on demand for each publish under load they met full
 * listen queues, and the kernel's SYN retries (1 s, 3 s, 7 s, ...) became the measured latency.
 */
export async function publishAtRate(port: number, perSecond: number, seconds: number, channelOf: (index: number) => string) {
  let published = 0;
  const roundTripsMs: number[] = [];
  let errors = 0;
  const total = perSecond * seconds;
  const connections = await PublishConnections.open(port, Math.min(publishConnections, total));
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    const payload = encodeURIComponent(JSON.stringify({ sentAt, index }));
    const path = `/publish/${keys.publishKey}/${keys.subscribeKey}/0/${encodeURIComponent(channelOf(index))}/0/${payload}?uuid=publisher&store=1`;
    inFlight.push(
      connections.get(path).then(
        (answer) => {
          roundTripsMs.push(performance.now() - sentAt);
          if (answer.status === 200) published++;
          else errors++;
        },
        () => void errors++,
      ),
    );
  }
  await Promise.all(inFlight);
  connections.close();
  return {
    published,
    errors,
    publishMs: { p50: round(percentile(roundTripsMs, 0.5)), p99: round(percentile(roundTripsMs, 0.99)) },
  };
}

const publishConnections = 64;

/** Keep-alive connections opened up front; a request takes a free one, or a new one when none is free. */
class PublishConnections {
  private constructor(
    private readonly port: number,
    private readonly all: PollConnection[],
    private readonly free: PollConnection[],
  ) {}

  static async open(port: number, count: number): Promise<PublishConnections> {
    const all = Array.from({ length: count }, () => new PollConnection(port));
    await Promise.all(all.map((connection) => connection.get('/time/0')));
    return new PublishConnections(port, all, [...all]);
  }

  async get(path: string): Promise<{ status: number; body: string }> {
    let connection = this.free.pop();
    if (!connection) this.all.push((connection = new PollConnection(this.port)));
    try {
      return await connection.get(path);
    } finally {
      this.free.push(connection);
    }
  }

  close(): void {
    for (const connection of this.all) connection.close();
  }
}

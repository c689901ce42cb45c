import type { RealtimeEndpoint } from './realtimeEndpoint.js';

export interface Received {
  timetoken: string;
  message: unknown;
}

/**
 * A bare long-poll client that keeps its own cursor and can be pointed at another node between
 * requests, like a client behind a load balancer whose node went away.
 */
export class RawSubscriber {
  readonly received: Received[] = [];
  constructor(
    public node: RealtimeEndpoint,
    private readonly channel: string,
    private readonly uuid: string,
    /** Where to start: '0' for a handshake, or a cursor to resume from. */
    public cursor = '0',
  ) {}

  async handshake(): Promise<void> {
    await this.poll();
  }

  /** Polls until `count` messages arrived; a failed request is retried (at the current `node`). */
  async collect(count: number): Promise<Received[]> {
    while (this.received.length < count) {
      try {
        await this.poll();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return this.received;
  }

  private async poll(): Promise<void> {
    const tt = this.cursor === '0' ? '' : `&tt=${this.cursor}`;
    const { baseUrl, keys } = this.node;
    const response = await fetch(
      `${baseUrl}/v2/subscribe/${keys.subscribeKey}/${encodeURIComponent(this.channel)}/0?uuid=${this.uuid}&heartbeat=60${tt}`,
    );
    if (response.status !== 200) throw new Error(`subscribe answered ${response.status}`);
    const body = (await response.json()) as { t: { t: string }; m: Array<{ p: { t: string }; d: unknown }> };
    this.received.push(...body.m.map((envelope) => ({ timetoken: envelope.p.t, message: envelope.d })));
    this.cursor = body.t.t;
  }
}

/** True when timetokens strictly increase. */
export function strictlyIncreasing(received: Received[]): boolean {
  return received.every((item, index) => index === 0 || BigInt(item.timetoken) > BigInt(received[index - 1]!.timetoken));
}

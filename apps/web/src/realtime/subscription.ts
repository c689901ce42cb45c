import { realtimeUuidOf } from '@meshwork/contracts';

/** The realtime service's subscribe key (the server's `SUBSCRIBE_KEY`). */
const subscribeKey: string = import.meta.env.VITE_SUBSCRIBE_KEY ?? 'sub-c-meshwork-dev';

const retryDelayMs = 3_000;
// Presence lapses a minute after the last request of a closed tab, so friends see them leave.
const presenceTimeoutSeconds = 60;

interface SubscribeAnswer {
  t: { t: string; r: number };
  m?: Array<{ c: string; d: unknown }>;
}

export interface Subscription {
  memberId: string;
  token: string;
  channels: string[];
  onMessage(channel: string, message: unknown): void;
  signal: AbortSignal;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The subscribe loop of the realtime protocol (long-poll with a timetoken cursor), small enough to
 * carry on every page: it holds one request open, hands each message over and resumes from the
 * cursor, so nothing published in between is missed. It ends on abort or when access is refused.
 */
export async function subscribe({ memberId, token, channels, onMessage, signal }: Subscription): Promise<void> {
  let cursor = { t: '0', r: 0 };
  const path = `/v2/subscribe/${subscribeKey}/${encodeURIComponent(channels.join(','))}/0`;
  while (!signal.aborted) {
    const query = new URLSearchParams({
      uuid: realtimeUuidOf(memberId),
      auth: token,
      // Every request carries the session token (§7), this one too.
      token,
      heartbeat: String(presenceTimeoutSeconds),
      tt: cursor.t,
      ...(cursor.t === '0' ? {} : { tr: String(cursor.r) }),
    });
    try {
      const response = await fetch(`${path}?${query}`, { signal });
      if (response.status === 403) return;
      if (!response.ok) throw new Error(`subscribe answered ${response.status}`);
      const answer = (await response.json()) as Partial<SubscribeAnswer>;
      // Without a cursor the answer cannot be resumed from: keep the last one and ask again.
      if (typeof answer.t?.t !== 'string') throw new Error('subscribe answered without a cursor');
      for (const message of answer.m ?? []) onMessage(message.c, message.d);
      cursor = answer.t;
    } catch {
      await pause(retryDelayMs, signal);
    }
  }
}

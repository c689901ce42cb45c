import { presenceChannelSuffix } from '@meshwork/contracts';
import { leave, subscribe, type RealtimeConnection, type RealtimeListener, type Subscription } from '@meshwork/realtime-client';

/** What a feature hears: events of its own channels, and the service's refusal of some of them. */
interface ChannelListener extends RealtimeListener {
  /**
   * The service refused these channels of the listener (a block, a removal from a group): they are
   * dropped already. An empty list means it refused the member altogether (the session ended).
   */
  refused?(channels: string[]): void;
}

/** One feature's place in the tab's subscription. */
export interface ChannelRegistration {
  /** The channels this feature hears from now on; new ones catch up from the tab's cursor. */
  setChannels(channels: readonly string[]): void;
  /** Stops hearing them; with `leave` the service is told at once that the member left them. */
  remove(options?: { leave?: boolean }): void;
}

interface Entry {
  channels: Set<string>;
  withPresence: boolean;
  listener: ChannelListener;
}

type Dispatched = Exclude<keyof RealtimeListener, 'presence'>;
const dispatched: Dispatched[] = ['message', 'signal', 'messageAction', 'file', 'objects'];

const withoutPresenceSuffix = (name: string) =>
  name.endsWith(presenceChannelSuffix) ? name.slice(0, -presenceChannelSuffix.length) : name;

/**
 * The tab's one subscribe loop: every feature (chat, groups, notifications) registers its channels
 * and listeners here, and each event goes to the features that hear its channel. Channels come and
 * go without a gap: the loop resumes from its cursor, so a new channel catches up on what it had
 * since, and after a refusal of some channels the others go on from where they were.
 */
export class TabSubscription {
  private readonly entries = new Set<Entry>();
  private subscription: Subscription | null = null;
  private subscribedTo = '';
  private cursor: string | undefined;
  private connectedNow = false;
  private readonly connectedWaiters = new Set<() => void>();
  private stopped = false;

  constructor(
    readonly connection: RealtimeConnection,
    /** Seconds after the last request before the service says the member is gone. */
    private readonly presenceTimeoutSeconds = 60,
  ) {}

  register(listener: ChannelListener, { withPresence = false } = {}): ChannelRegistration {
    const entry: Entry = { channels: new Set(), withPresence, listener };
    this.entries.add(entry);
    return {
      setChannels: (channels) => {
        entry.channels = new Set(channels);
        this.sync();
      },
      remove: ({ leave: announce = false } = {}) => {
        if (!this.entries.delete(entry)) return;
        const left = [...entry.channels].filter((channel) => !this.heard(channel));
        this.sync();
        if (announce && left.length) void leave(this.connection, { channels: left, keepalive: true }).catch(() => undefined);
      },
    };
  }

  /** Resolves once the loop has its first answer (or at once when it has), so that nothing sent after it is missed. */
  whenConnected(): Promise<void> {
    if (this.connectedNow) return Promise.resolve();
    return new Promise((resolve) => this.connectedWaiters.add(resolve));
  }

  /** Ends the loop for good (the member signed out). */
  stop(): void {
    this.stopped = true;
    this.entries.clear();
    void this.subscription?.stop();
    this.subscription = null;
  }

  private heard(channel: string): boolean {
    return [...this.entries].some((entry) => entry.channels.has(channel));
  }

  /** Every channel heard, with its presence channel when a feature hears presence there. */
  private channels(): string[] {
    const names = new Set<string>();
    for (const entry of this.entries)
      for (const channel of entry.channels) {
        names.add(channel);
        if (entry.withPresence) names.add(`${channel}${presenceChannelSuffix}`);
      }
    return [...names].sort();
  }

  private sync(): void {
    if (this.stopped) return;
    const channels = this.channels();
    const key = channels.join(',');
    if (this.subscription && key === this.subscribedTo) return;
    this.subscribedTo = key;
    if (!channels.length) {
      this.cursor = this.subscription?.timetoken ?? this.cursor;
      void this.subscription?.stop();
      this.subscription = null;
      return;
    }
    if (this.subscription) return this.subscription.update({ channels });
    this.connectedNow = false;
    const subscription = subscribe(this.connection, {
      channels,
      timetoken: this.cursor,
      presenceTimeoutSeconds: this.presenceTimeoutSeconds,
      ...Object.fromEntries(dispatched.map((kind) => [kind, (event: { channel: string }) => this.dispatch(kind, event)])),
      presence: (event) => {
        for (const entry of [...this.entries])
          if (entry.withPresence && entry.channels.has(event.channel)) entry.listener.presence?.(event);
      },
      status: (status) => {
        if (status.category === 'connected') this.connected();
        if (status.category === 'accessDenied' && this.subscription === subscription) this.refused(status.cursor, status.error.body);
      },
    });
    this.subscription = subscription;
  }

  private dispatch(kind: Dispatched, event: { channel: string }): void {
    for (const entry of [...this.entries])
      if (entry.channels.has(event.channel)) (entry.listener[kind] as ((event: unknown) => void) | undefined)?.(event);
  }

  private connected(): void {
    this.connectedNow = true;
    this.connectedWaiters.forEach((resolve) => resolve());
    this.connectedWaiters.clear();
  }

  /**
   * The loop ended on a 403. Naming channels, those go from every feature that heard them and the
   * loop starts again from its cursor with the rest; naming none, the member is refused altogether.
   */
  private refused(cursor: string, body: unknown): void {
    this.subscription = null;
    this.cursor = cursor;
    const named = (body as { payload?: { channels?: string[] } } | undefined)?.payload?.channels ?? [];
    const refused = new Set(named.map(withoutPresenceSuffix));
    if (!refused.size) {
      for (const entry of [...this.entries]) entry.listener.refused?.([]);
      return;
    }
    for (const entry of [...this.entries]) {
      const lost = [...entry.channels].filter((channel) => refused.has(channel));
      if (!lost.length) continue;
      lost.forEach((channel) => entry.channels.delete(channel));
      entry.listener.refused?.(lost);
    }
    this.sync();
  }
}

import { memberIdOfRealtimeUuid, realtimeUuidOf, serverRealtimeUuid } from '@meshwork/contracts';
import type { ChannelMirror, PublishedMessage, RealtimeServerSide, RealtimeStats } from '@meshwork/realtime-server';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Lets product features reach the realtime network, which starts after they are built: the
 * realtime plugin attaches its server side once it runs. Features publish their own messages
 * (never rate-limited) and say whose access changed: a session ended, a block, a friendship.
 */
export class RealtimeRelay {
  private network?: RealtimeServerSide;
  private readonly messageListeners: Array<(message: PublishedMessage) => Promise<unknown>> = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  attach(network: RealtimeServerSide): void {
    this.network = network;
    for (const listener of this.messageListeners) network.onMessage(listener);
  }

  /** Hears every message and file members publish, after the publish answered (features register before the network starts). */
  onMessage(listener: (message: PublishedMessage) => Promise<unknown>): void {
    this.messageListeners.push(listener);
    this.network?.onMessage(listener);
  }

  /** This node's realtime figures; nothing yet while the network has not started. */
  stats(): RealtimeStats {
    return this.network?.stats() ?? { heldSubscribes: 0, deliveredMessages: 0 };
  }

  /** Publishes the server's own message; `store: false` for news that matters only now (a room's comings and goings). */
  async publish(channel: string, message: unknown, { store = true } = {}): Promise<void> {
    await this.network?.publish({ channel, message, publisherUuid: serverRealtimeUuid, messageType: 0, store });
  }

  /** The members present on a channel now, by the service's presence (none while the network has not started). */
  async occupantsOf(channel: string): Promise<string[]> {
    const uuids = (await this.network?.occupantsOf(channel)) ?? [];
    return uuids.map(memberIdOfRealtimeUuid).filter((memberId): memberId is string => memberId !== null);
  }

  /**
   * Publishes a message in a member's name, as their own client would: stored, and heard by the
   * product like theirs (the demo network's conversations are said this way).
   */
  async publishAs(memberId: string, channel: string, message: unknown): Promise<void> {
    await this.network?.publish({ channel, message, publisherUuid: realtimeUuidOf(memberId), messageType: 0, store: true });
  }

  /**
   * Writes the product's word on one of its channels (a group conversation: name, image, members)
   * into the objects data clients read. The database stays the truth, so a failure is logged and
   * the next change of the channel writes it again.
   */
  async mirrorChannel(channel: string, mirror: Omit<ChannelMirror, 'publisherUuid'>): Promise<void> {
    try {
      await this.network?.mirrorChannel(channel, { ...mirror, publisherUuid: serverRealtimeUuid });
    } catch (error) {
      this.log.warn({ err: error }, 'realtime channel mirror not written');
    }
  }

  /**
   * Every node drops what it cached about these members and checks their held subscribes again.
   * The product's own change is already done, so a failure here never fails it: nodes then catch
   * up when their caches expire (docs/realtime.md, Channels and access).
   */
  async accessChanged(memberIds: string[]): Promise<void> {
    try {
      await this.network?.accessChanged(memberIds);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime access change not announced');
    }
  }
}

import type { RealtimeContext } from '@meshwork/realtime-server';

/** The realtime identity of the server itself, as the publisher of product events. */
export const serverRealtimeUuid = 'meshwork-server';

/**
 * Lets product features publish into the realtime network, which starts after they are built:
 * the realtime plugin attaches its publish function once it runs.
 */
export class RealtimeRelay {
  private publishToNetwork?: RealtimeContext['publish'];

  attach(publish: RealtimeContext['publish']): void {
    this.publishToNetwork = publish;
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publishToNetwork?.({ channel, message, publisherUuid: serverRealtimeUuid, messageType: 0, store: true });
  }
}

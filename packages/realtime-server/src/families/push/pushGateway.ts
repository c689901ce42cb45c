import type { FastifyBaseLogger } from 'fastify';
import type { PushDevice } from './pushRequest.js';

/** One notification for one device, in the gateway's own payload format (`pn_gcm` / `pn_apns`). */
export interface PushNotification {
  target: PushDevice;
  channel: string;
  payload: unknown;
}

/**
 * Hands notifications to FCM or APNs. Delivery needs the vendors' credentials and network access,
 * which a self-hosted, possibly offline install does not have; a real gateway implements this.
 */
export interface PushGateway {
  send(notification: PushNotification): Promise<void>;
}

/** The default gateway: records what would have been sent, and sends nothing. */
export class LoggingPushGateway implements PushGateway {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send({ target, channel }: PushNotification): Promise<void> {
    // The device token is a credential of the member's phone: only its tail is logged.
    this.log.info(
      {
        gateway: target.gateway,
        topic: target.topic || undefined,
        environment: target.environment,
        device: `…${target.device.slice(-6)}`,
        channel,
      },
      'push notification not delivered (logging gateway)',
    );
  }
}

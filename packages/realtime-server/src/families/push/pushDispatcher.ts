import type { PushGateway } from './pushGateway.js';
import type { PushRegistrations } from './pushRegistrations.js';

/** The key of a published message that carries each gateway's payload (the protocol's convention). */
const payloadKeys = { gcm: 'pn_gcm', apns2: 'pn_apns' } as const;

/**
 * Turns a published message into notifications for the devices registered on its channel: a
 * device gets one only when the message carries a payload for its gateway.
 */
export class PushDispatcher {
  constructor(
    private readonly registrations: PushRegistrations,
    private readonly gateway: PushGateway,
  ) {}

  async dispatch(channel: string, message: unknown): Promise<number> {
    if (typeof message !== 'object' || message === null) return 0;
    const payloads = message as Record<string, unknown>;
    // Most messages carry no push payload: they cost no query.
    if (!Object.values(payloadKeys).some((key) => key in payloads)) return 0;
    let sent = 0;
    for (const target of await this.registrations.devicesOf(channel)) {
      const payload = payloads[payloadKeys[target.gateway]];
      if (payload === undefined) continue;
      await this.gateway.send({ target, channel, payload });
      sent += 1;
    }
    return sent;
  }
}

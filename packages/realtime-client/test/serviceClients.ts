import { directChannelOf } from '@meshwork/contracts';
import { startRealtimeServer, type RealtimeTestServer, type TestMember } from '@meshwork/realtime-server/testing';
import { createRealtimeConnection, subscribe, type RealtimeConfig, type SubscribeOptions, type Subscription } from '../src/index.js';

/** Everything one client heard, by kind. */
function heard() {
  return {
    messages: [] as unknown[],
    signals: [] as unknown[],
    presence: [] as unknown[],
    actions: [] as unknown[],
    files: [] as unknown[],
    objects: [] as unknown[],
    statuses: [] as unknown[],
  };
}

export type Heard = ReturnType<typeof heard>;

/** The realtime service on a loopback port, and two friends with a session each. */
export async function twoFriends() {
  const server = await startRealtimeServer();
  const ada = server.access.member();
  const bob = server.access.member();
  await server.access.befriend(ada, bob);
  return { server, ada, bob, channel: directChannelOf(ada.id, bob.id) };
}

/** A member's connection, as the web app makes it: identity `<id>-rt`, the session as `auth`. */
export const connectionOf = (server: RealtimeTestServer, member: TestMember, config: Partial<RealtimeConfig> = {}) =>
  createRealtimeConnection({ origin: server.baseUrl, ...server.keys, userId: member.uuid, authKey: member.token, ...config });

/** Subscribes, recording every event, and answers once connected. */
export async function listening(
  connection: ReturnType<typeof connectionOf>,
  options: Omit<SubscribeOptions, keyof Heard>,
): Promise<{ subscription: Subscription; events: Heard }> {
  const events = heard();
  let connected: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const subscription = subscribe(connection, {
    ...options,
    message: (event) => events.messages.push(event),
    signal: (event) => events.signals.push(event),
    presence: (event) => events.presence.push(event),
    messageAction: (event) => events.actions.push(event),
    file: (event) => events.files.push(event),
    objects: (event) => events.objects.push(event),
    status: (status) => {
      events.statuses.push(status);
      if (status.category === 'connected') connected();
    },
  });
  await ready;
  return { subscription, events };
}

import { presenceChannelSuffix } from '@meshwork/contracts';
import type { RealtimeConnection } from './connection.js';
import { readPayload } from './payload.js';
import { getFileUrl } from './fileRefs.js';

/** One envelope of a subscribe answer (protocol §4.3). */
export interface Envelope {
  c: string;
  b?: string;
  d: unknown;
  e?: number | null;
  i?: string;
  p: { t: string; r: number };
  u?: Record<string, unknown>;
}

interface EventBase {
  channel: string;
  /** The group or pattern the channel was subscribed through, else null. */
  subscription: string | null;
  timetoken: string;
}

export interface MessageEvent extends EventBase {
  publisher?: string;
  message: unknown;
  userMetadata?: Record<string, unknown>;
  /** 'Error while decrypting message content: …' when the message does not decrypt (it is then the raw payload). */
  error?: string;
}

export type SignalEvent = Omit<MessageEvent, 'error'>;

export interface PresenceEvent extends EventBase {
  action: 'join' | 'leave' | 'timeout' | 'state-change' | 'interval';
  uuid?: string;
  occupancy: number;
  state?: unknown;
  timestamp: number;
  join?: string[];
  leave?: string[];
  timeout?: string[];
}

export interface MessageActionEvent extends EventBase {
  publisher: string;
  event: 'added' | 'removed';
  data: { type: string; value: string; messageTimetoken: string; actionTimetoken: string; uuid: string };
}

export interface FileEvent extends MessageEvent {
  file: { id: string; name: string; url: string };
}

export interface ObjectsEvent extends EventBase {
  publisher?: string;
  event: 'set' | 'delete';
  type: 'uuid' | 'channel' | 'membership';
  data: Record<string, unknown>;
}

export interface RealtimeListener {
  message?(event: MessageEvent): void;
  signal?(event: SignalEvent): void;
  presence?(event: PresenceEvent): void;
  messageAction?(event: MessageActionEvent): void;
  file?(event: FileEvent): void;
  objects?(event: ObjectsEvent): void;
}

const withoutPresenceSuffix = (name: string) =>
  name.endsWith(presenceChannelSuffix) ? name.slice(0, -presenceChannelSuffix.length) : name;

/** Hands one envelope to the listener, by type, in the protocol's dispatch order (§4.4). */
export async function dispatchEnvelope(connection: RealtimeConnection, envelope: Envelope, listener: RealtimeListener): Promise<void> {
  const channel = envelope.c;
  const base: EventBase = { channel, subscription: envelope.b && envelope.b !== channel ? envelope.b : null, timetoken: envelope.p.t };
  if (channel.endsWith(presenceChannelSuffix)) {
    const data = envelope.d as Omit<PresenceEvent, keyof EventBase> & { data?: unknown };
    const subscription = base.subscription ? withoutPresenceSuffix(base.subscription) : null;
    listener.presence?.({ ...data, ...base, channel: withoutPresenceSuffix(channel), subscription, state: data.data });
    return;
  }
  const publisher = envelope.i;
  const userMetadata = envelope.u;
  switch (envelope.e) {
    case 1:
      listener.signal?.({ ...base, publisher, message: envelope.d, userMetadata });
      return;
    case 2: {
      const data = envelope.d as Pick<ObjectsEvent, 'event' | 'type' | 'data'>;
      listener.objects?.({ ...base, publisher, event: data.event, type: data.type, data: data.data });
      return;
    }
    case 3: {
      const data = envelope.d as Pick<MessageActionEvent, 'event' | 'data'>;
      listener.messageAction?.({ ...base, publisher: publisher ?? '', event: data.event, data: { ...data.data, uuid: publisher ?? '' } });
      return;
    }
    case 4: {
      const { message, error } = await readPayload(connection.cipherKey, envelope.d);
      const content = (error ? {} : message) as { message?: unknown; file?: { id: string; name: string } };
      const file = content.file ?? { id: '', name: '' };
      const url = file.id && file.name ? getFileUrl(connection, { channel, id: file.id, name: file.name }) : '';
      listener.file?.({
        ...base,
        publisher,
        userMetadata,
        message: error ? message : content.message,
        file: { ...file, url },
        ...(error ? { error } : {}),
      });
      return;
    }
    default: {
      const { message, error } = await readPayload(connection.cipherKey, envelope.d);
      listener.message?.({ ...base, publisher, userMetadata, message, ...(error ? { error } : {}) });
    }
  }
}

import type { MessageType } from '../serviceTypes.js';

/** A message as the bus carries it, before its timetoken is stamped. */
export interface MessageDraft {
  channel: string;
  /** The payload: the envelope's `d`. */
  data: unknown;
  publisherUuid: string;
  meta?: unknown;
  messageType: MessageType;
  customMessageType?: string;
}

/** A message stamped with its timetoken: what every node receives, in timetoken order. */
export interface BusMessage extends MessageDraft {
  timetoken: bigint;
}

/** Events between nodes that are not messages. */
export type ControlEvent =
  | { kind: 'groups-changed'; groups: string[] }
  /** A delivered message whose insert failed: it leaves every node's recent memory (the timetoken as text). */
  | { kind: 'message-withdrawn'; channel: string; timetoken: string }
  /** These members' sessions, friends or blocks changed: what nodes cached about them is outdated. */
  | { kind: 'access-changed'; members: string[] }
  /** A client declared a new presence timeout on these channels: nodes holding its requests follow it. */
  | { kind: 'presence-timeout'; uuid: string; channels: string[]; seconds: number };

export interface BusListener {
  message(message: BusMessage): void;
  control(event: ControlEvent): void;
  /** The bus may have lost messages (a reconnect): nothing before `horizon` can be trusted to have arrived. */
  gap(horizon: bigint): void;
  /** A bus message that could not be read or handled: it is dropped, the bus goes on. */
  failed(error: unknown): void;
}

/** The draft as it travels between nodes; the timetoken travels in front of it. */
export function encodeDraft(draft: MessageDraft): string {
  return JSON.stringify({
    c: draft.channel,
    d: draft.data,
    i: draft.publisherUuid,
    u: draft.meta,
    e: draft.messageType,
    cmt: draft.customMessageType,
  });
}

export function decodeMessage(timetoken: string, text: string): BusMessage {
  const wire = JSON.parse(text) as { c: string; d: unknown; i: string; u?: unknown; e: MessageType; cmt?: string };
  return {
    timetoken: BigInt(timetoken),
    channel: wire.c,
    data: wire.d,
    publisherUuid: wire.i,
    meta: wire.u,
    messageType: wire.e,
    customMessageType: wire.cmt,
  };
}

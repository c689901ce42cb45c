import { isPresenceChannel } from '../../access/channelRules.js';
import type { BusMessage } from '../../bus/busMessage.js';
import type { Delivery } from '../../delivery/waiter.js';
import { Waiter } from '../../delivery/waiter.js';
import { isWildcard, wildcardPrefixOf } from '../../delivery/wildcard.js';
import { limits } from '../../limits.js';
import type { RealtimeNode } from '../../node.js';

export interface LongPollSpec {
  cursor: bigint;
  routes: Map<string, string>;
  groups: string[];
  accepts: (message: BusMessage) => boolean;
  seconds: number;
}

/** How a held request ends: its answer, an error while building or writing it, or a failed database catch-up. */
export interface LongPollOutcomes {
  answer: (deliveries: Delivery[], cursor: bigint) => void;
  fail: (error: unknown) => void;
  catchUpFailed: (error: unknown) => void;
}

/**
 * Holds a subscribe request from `cursor`. The waiter is registered first, synchronously, so every
 * message arriving from now on is held; then the catch-up is read: from the node's recent buffer
 * when it reaches back to the cursor, else also from the database. Catch-up and held messages are
 * merged by timetoken (each message once) and answered at once, or the request waits live.
 */
export function longPoll(node: RealtimeNode, spec: LongPollSpec, outcomes: LongPollOutcomes): Waiter {
  const { hub } = node;
  const waiter = new Waiter(spec.cursor, spec.routes, spec.groups, spec.accepts, outcomes.answer, outcomes.fail);
  hub.hold(waiter, spec.seconds);
  const fromMemory: BusMessage[] = [];
  const fromDatabase: string[] = [];
  for (const route of spec.routes.keys()) {
    // A wildcard catches up on every channel under it that this node remembers; the database holds the rest.
    const channels = isWildcard(route) ? hub.recent.channelsUnder(wildcardPrefixOf(route)) : [route];
    for (const channel of channels) fromMemory.push(...hub.recent.after(channel, spec.cursor));
    // A wildcard's memory is complete back to the node's horizon (what it names) and each channel's own.
    const incomplete = [route, ...channels].some((channel) => spec.cursor < hub.recent.completeAfter(channel));
    // Presence events and signals are never stored: memory is all there is of them.
    if (!isPresenceChannel(route) && incomplete) fromDatabase.push(route);
  }
  if (!fromDatabase.length) {
    hub.resume(waiter, fromMemory);
    return waiter;
  }
  storedAfter(node, fromDatabase, spec.cursor).then(
    (stored) => {
      // A channel with a full page may have more: answer nothing newer than its last, so nothing is skipped.
      let upTo: bigint | undefined;
      for (const page of stored.values()) {
        const last = page[page.length - 1];
        if (page.length === limits.envelopesPerAnswer && last && (upTo === undefined || last.timetoken < upTo)) upTo = last.timetoken;
      }
      const all = [...fromMemory, ...[...stored.values()].flat()];
      const unique = [...new Map(all.map((message) => [message.timetoken, message])).values()];
      hub.resume(waiter, unique, upTo);
    },
    // Without the database the catch-up is unknown: the request times out empty and the client retries from its cursor.
    (error: unknown) => outcomes.catchUpFailed(error),
  );
  return waiter;
}

/** The stored catch-up of channels and wildcards, a page of each. */
async function storedAfter(node: RealtimeNode, routes: string[], cursor: bigint): Promise<Map<string, BusMessage[]>> {
  const channels = routes.filter((route) => !isWildcard(route));
  const pages = await node.messages.after(channels, cursor, limits.envelopesPerAnswer);
  for (const pattern of routes.filter(isWildcard))
    pages.set(pattern, await node.messages.afterUnder(wildcardPrefixOf(pattern), cursor, limits.envelopesPerAnswer));
  return pages;
}

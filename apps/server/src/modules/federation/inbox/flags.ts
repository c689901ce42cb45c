import type { InboxListenerSetters } from '@fedify/fedify';
import { Flag } from '@fedify/vocab';
import { reportLimits } from '@meshwork/contracts';
import { RetryLater } from '../../../http/errors.js';
import type { ActorMembers } from '../actorMembers.js';
import type { ReceivedFlags, ReceivedReport } from '../flags/receivedFlags.js';
import { remotePlainText } from '../remote/remotePlainText.js';
import { outboundContentNamed, type OutboundLookup } from './localPosts.js';

export interface FlagStores {
  actors: ActorMembers;
  outbound: OutboundLookup;
  received: ReceivedFlags;
}

/** The objects of a Flag read (Mastodon names the account and the posts reported), and the targets filed of them. */
const objectsReadMax = 20;
const targetsFiledMax = 5;

/**
 * Reports other servers send (`Flag`, as Mastodon forwards one), filed as reports from that
 * server: of the posts and comments it names that may leave the server, or when it names none, of
 * the member. Only ids are read, nothing is fetched; its content is kept as plain text. A server
 * past the hourly limit of reports is not heard until the hour ends.
 */
export function listenForFlags(inbox: InboxListenerSetters<void>, stores: FlagStores): InboxListenerSetters<void> {
  return inbox.on(Flag, async (ctx, flag) => {
    const host = flag.actorId?.host;
    if (!host) return;
    const contents: ReceivedReport['target'][] = [];
    const members: ReceivedReport['target'][] = [];
    for (const id of flag.objectIds.slice(0, objectsReadMax)) {
      const content = await outboundContentNamed(ctx, stores.outbound, id);
      if (content) contents.push(content);
      const parsed = ctx.parseUri(id);
      if (parsed?.type === 'actor' && (await stores.actors.byId(parsed.identifier)))
        members.push({ type: 'member', id: parsed.identifier });
    }
    const comment = remotePlainText(flag.content?.toString() ?? '', reportLimits.commentMaxLength);
    const targets = contents.length > 0 ? contents.slice(0, targetsFiledMax) : members.slice(0, 1);
    try {
      for (const target of targets) await stores.received.file({ host, target, comment });
    } catch (error) {
      if (!(error instanceof RetryLater)) throw error;
    }
  });
}

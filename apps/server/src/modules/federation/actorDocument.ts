import type { ActorKeyPair, RequestContext } from '@fedify/fedify';
import { Endpoints, Image, Person } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { MemberRow } from '../users/index.js';
import { presentAbout } from '../profiles/index.js';
import { aboutFields, bioHtml } from './aboutFields.js';

// A logged-out visitor: nobody's friend and not the member, so the About shows what a stranger may see.
const stranger = { id: '', isFriend: false };

/**
 * Whether following a Meshwork member waits for their approval: it never does (following needs
 * no consent, `FollowService`), so remote followers are accepted as local ones are.
 */
const followsNeedApproval = false;

/** A picture of ours (`/files/…`) or one kept elsewhere, as the absolute URL a guest loads. */
const imageAt = (ctx: RequestContext<void>, url: string | null) => (url ? new Image({ url: new URL(url, ctx.origin) }) : null);

/** The member as an ActivityPub `Person`, with what Mastodon reads of an account (docs/federation.md). */
export function actorDocument(ctx: RequestContext<void>, member: MemberRow, keys: ActorKeyPair[]): Person {
  const id = member.id;
  return new Person({
    id: ctx.getActorUri(id),
    preferredUsername: member.username,
    name: member.fullname,
    summary: bioHtml(member.bio),
    url: new URL(`/profile/${encodeURIComponent(member.username)}`, ctx.origin),
    icon: imageAt(ctx, member.userImage),
    image: imageAt(ctx, member.coverImage),
    attachments: aboutFields(presentAbout(member, stranger)),
    published: Temporal.Instant.fromEpochMilliseconds(member.createdAt.getTime()),
    manuallyApprovesFollowers: followsNeedApproval,
    discoverable: true,
    inbox: ctx.getInboxUri(id),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    outbox: ctx.getOutboxUri(id),
    followers: ctx.getFollowersUri(id),
    following: ctx.getFollowingUri(id),
    featured: ctx.getFeaturedUri(id),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((key) => key.multikey),
  });
}

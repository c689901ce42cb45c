import type { DocumentLoader } from '@fedify/fedify/runtime';
import type { Collection } from '@fedify/vocab';
import { CollectionPage, Create, Link, Note, PUBLIC_COLLECTION, type Actor, type Object as ApObject } from '@fedify/vocab';
import { federationLimits, type RemoteAccountPost } from '@meshwork/contracts';
import { refuseFetch, webUrl } from '../remote/remoteValues.js';
import { sanitizeRemoteHtml } from '../remote/remoteHtml.js';
import { remotePlainText } from '../remote/remotePlainText.js';

/** A content warning is a line, not a post (Mastodon's own limit is that of the post). */
const summaryMaxLength = 500;
const attachmentsMax = 4;
/** Outbox items read for the recent posts: shares and replies are skipped, never more than this. */
const outboxItemsRead = 40;

export interface Loaders {
  documentLoader: DocumentLoader;
  contextLoader: DocumentLoader;
}

/** What a remote profile shows beside the stored actor, as its server gives it now. */
export interface RemoteProfileExtras {
  summaryHtml: string;
  followersCount: number | null;
  followingCount: number | null;
  posts: RemoteAccountPost[];
}

const urlOf = (value: URL | Link | null | undefined) => webUrl(value instanceof Link ? value.href : value) ?? null;

const countOf = (collection: Collection | null) => {
  const total = collection?.totalItems;
  return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : null;
};

/** A public Note of the actor, as shown on its profile; anything else (a share, a reply to hide, another's note) is skipped. */
async function postOf(item: ApObject | Link, actor: Actor, loaders: Loaders): Promise<RemoteAccountPost | undefined> {
  if (!(item instanceof Create)) return undefined;
  const embedded = { documentLoader: refuseFetch, contextLoader: loaders.contextLoader, suppressError: true };
  const note = await item.getObject(embedded);
  if (!(note instanceof Note) || !note.id || note.id.origin !== actor.id!.origin) return undefined;
  if (note.attributionId?.href !== actor.id!.href) return undefined;
  const audience = [...note.toIds, ...note.ccIds].map((id) => id.href);
  if (!audience.includes(PUBLIC_COLLECTION.href)) return undefined;
  const attachments: string[] = [];
  for await (const attachment of note.getAttachments(embedded)) {
    const url = attachment instanceof Link ? urlOf(attachment.href) : urlOf((attachment as ApObject).url);
    if (url) attachments.push(url);
    if (attachments.length === attachmentsMax) break;
  }
  const summary = remotePlainText(note.summary?.toString() ?? '', summaryMaxLength) || null;
  return {
    id: note.id.href,
    url: urlOf(note.url) ?? (note.id.protocol === 'https:' || note.id.protocol === 'http:' ? note.id.href : null),
    published: note.published?.toString() ?? null,
    content_html: sanitizeRemoteHtml(note.content?.toString() ?? ''),
    summary,
    sensitive: note.sensitive === true || summary !== null,
    attachment_urls: attachments,
  };
}

/** The first page of the actor's outbox: at most `recentPostsMax` of its public notes, never stored. */
async function recentPostsOf(actor: Actor, loaders: Loaders): Promise<RemoteAccountPost[]> {
  const fetched = { ...loaders, suppressError: true };
  const outbox = await actor.getOutbox(fetched);
  if (!outbox) return [];
  const page = outbox instanceof CollectionPage ? outbox : ((await outbox.getFirst(fetched)) ?? outbox);
  const posts: RemoteAccountPost[] = [];
  let read = 0;
  // Items must come embedded (Mastodon's do): one fetch each would be a fetch per post.
  for await (const item of page.getItems({ documentLoader: refuseFetch, contextLoader: loaders.contextLoader, suppressError: true })) {
    const post = await postOf(item, actor, loaders);
    if (post) posts.push(post);
    read += 1;
    if (posts.length === federationLimits.recentPostsMax || read === outboxItemsRead) break;
  }
  return posts;
}

/**
 * The parts of a remote profile that are fetched when it is opened: its biography (sanitised
 * HTML), follower counts when the server gives them, and recent public posts. Every fetch goes
 * through the federation's bounded loaders; one that fails leaves its part empty.
 */
export async function remoteProfileExtras(actor: Actor, loaders: Loaders): Promise<RemoteProfileExtras> {
  const fetched = { ...loaders, suppressError: true };
  const [followers, following, posts] = await Promise.all([
    actor.getFollowers(fetched).catch(() => null),
    actor.getFollowing(fetched).catch(() => null),
    recentPostsOf(actor, loaders).catch(() => []),
  ]);
  return {
    summaryHtml: sanitizeRemoteHtml(actor.summary?.toString() ?? ''),
    followersCount: countOf(followers),
    followingCount: countOf(following),
    posts,
  };
}

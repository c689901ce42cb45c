import type { Context } from '@fedify/fedify';
import { Note, Object as ApObject } from '@fedify/vocab';
import type { PostsService } from '../../posts/index.js';

export type OutboundLookup = Pick<PostsService['outbound'], 'byId' | 'commentById'>;

/** Which of our objects a URI names: a post or a comment, by their dispatchers' paths; nothing is fetched. */
function localObjectOf(ctx: Context<void>, uri: URL | string | null) {
  const parsed = uri ? ctx.parseUri(new URL(uri)) : null;
  if (parsed?.type !== 'object' || !parsed.values.id) return undefined;
  if (parsed.class === ApObject) return { post: parsed.values.id };
  if (parsed.class === Note) return { comment: parsed.values.id };
  return undefined;
}

/** One of our posts, with its author (whom a remote like, share or reply concerns). */
export interface LocalPost {
  id: string;
  authorId: string;
}

const postNamed = (found: { post: { id: string }; author: { id: string } } | null): LocalPost | undefined =>
  found ? { id: found.post.id, authorId: found.author.id } : undefined;

/** The post `uri` names when it may leave the server: what a remote like or share may be of. */
export async function outboundPostNamed(
  ctx: Context<void>,
  outbound: OutboundLookup,
  uri: URL | string | null,
): Promise<LocalPost | undefined> {
  const named = localObjectOf(ctx, uri);
  return named?.post ? postNamed(await outbound.byId(named.post)) : undefined;
}

/** The post a remote reply answers, when `uri` names it or one of its comments and it may leave the server. */
export async function outboundPostRepliedTo(
  ctx: Context<void>,
  outbound: OutboundLookup,
  uri: URL | string | null,
): Promise<LocalPost | undefined> {
  const named = localObjectOf(ctx, uri);
  if (named?.comment) {
    const found = await outbound.commentById(named.comment);
    return found ? { id: found.post.id, authorId: found.post.authorId } : undefined;
  }
  return named?.post ? postNamed(await outbound.byId(named.post)) : undefined;
}

/** The post or comment `uri` names, when it may leave the server: what another server may report. */
export async function outboundContentNamed(
  ctx: Context<void>,
  outbound: OutboundLookup,
  uri: URL | string | null,
): Promise<{ type: 'post' | 'comment'; id: string } | undefined> {
  const named = localObjectOf(ctx, uri);
  if (named?.comment) return (await outbound.commentById(named.comment)) ? { type: 'comment', id: named.comment } : undefined;
  if (named?.post) return (await outbound.byId(named.post)) ? { type: 'post', id: named.post } : undefined;
  return undefined;
}

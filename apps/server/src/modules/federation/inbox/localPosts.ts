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

/** The id of the post `uri` names when it may leave the server: what a remote like or share may be of. */
export async function outboundPostNamed(
  ctx: Context<void>,
  outbound: OutboundLookup,
  uri: URL | string | null,
): Promise<string | undefined> {
  const named = localObjectOf(ctx, uri);
  return named?.post ? (await outbound.byId(named.post))?.post.id : undefined;
}

/** The post a remote reply answers, when `uri` names it or one of its comments and it may leave the server. */
export async function outboundPostRepliedTo(
  ctx: Context<void>,
  outbound: OutboundLookup,
  uri: URL | string | null,
): Promise<string | undefined> {
  const named = localObjectOf(ctx, uri);
  if (named?.comment) return (await outbound.commentById(named.comment))?.post.id;
  return named?.post ? (await outbound.byId(named.post))?.post.id : undefined;
}

import type { StoredPostImage } from '../../posts/index.js';

/**
 * Where Meshwork's objects live on the social web. The ActivityPub ids (`actorUri`, `postUri`,
 * `commentUri`, `followersUri`) answer JSON-LD; the web addresses (`postUrl`, `profileUrl`,
 * `tagUrl`) are the pages people open; `mediaUrl` serves a picture of a post that may leave the
 * server.
 */
export interface FederationUris {
  actorUri(memberId: string): URL;
  followersUri(memberId: string): URL;
  postUri(postId: string): URL;
  commentUri(commentId: string): URL;
  postUrl(postId: string): URL;
  profileUrl(username: string): URL;
  tagUrl(tag: string): URL;
  mediaUrl(image: Pick<StoredPostImage, 'id'>): URL;
}

/**
 * The paths of what is served under `/ap`: the federation registers its dispatchers (and the media
 * route) at these templates, and `urisFromPublicOrigin` fills the same ones, so an id we publish is
 * always a path we answer.
 */
export const apPaths = {
  actor: '/ap/actors/{identifier}',
  followers: '/ap/actors/{identifier}/followers',
  post: '/ap/posts/{id}',
  comment: '/ap/comments/{id}',
  media: '/ap/media/{imageId}',
} as const;

/** A path template with its one variable filled in, as a path segment. */
const filled = (template: string, value: string) => template.replace(/\{\w+\}/, encodeURIComponent(value));

/** The addresses under one public origin (`PUBLIC_URL`), the web app's pages at their paths (apps/web/src/paths). */
export function urisFromPublicOrigin(origin: string): FederationUris {
  const base = new URL(origin);
  const at = (path: string) => new URL(path, base);
  const segment = encodeURIComponent;
  return {
    actorUri: (memberId) => at(filled(apPaths.actor, memberId)),
    followersUri: (memberId) => at(filled(apPaths.followers, memberId)),
    postUri: (postId) => at(filled(apPaths.post, postId)),
    commentUri: (commentId) => at(filled(apPaths.comment, commentId)),
    postUrl: (postId) => at(`/post/${segment(postId)}`),
    profileUrl: (username) => at(`/profile/${segment(username)}`),
    tagUrl: (tag) => at(`/hashtag/${segment(tag)}`),
    mediaUrl: (image) => at(filled(apPaths.media, image.id)),
  };
}

import { Collection, Hashtag, Image, Mention, Note, Question } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { Comment, PostVisibility } from '@meshwork/contracts';
import { clock } from '../../../clock/clock.js';
import { hashtagsOf, type OutboundCommentWithPost, type OutboundPost, type PollTally, type StoredPostImage } from '../../posts/index.js';
import { mayLeaveServer, publicAudience, type LeavingPost, type LeavingVisibility } from './audience.js';
import { contentHtml, type MentionedMember } from './contentHtml.js';
import type { FederationUris } from './objectUris.js';

export const instantOf = (date: Date | string) => Temporal.Instant.fromEpochMilliseconds(new Date(date).getTime());

/** Every stored size of a picture is WebP (modules/posts, imageProcessing.ts). */
const storedMediaType = 'image/webp';

/** Mastodon's tags: each mentioned actor with its handle, each hashtag with its page. */
function tagsOf(text: string, mentioned: MentionedMember[], uris: FederationUris) {
  return [
    ...mentioned.map((member) => {
      const href = uris.actorUri(member.id);
      return new Mention({ href, name: `@${member.username}@${href.host}` });
    }),
    ...hashtagsOf(text).map((tag) => new Hashtag({ href: uris.tagUrl(tag), name: `#${tag}` })),
  ];
}

/** A picture as Mastodon reads an attachment: its address, type, size and its description as `name`. */
const attachmentOf = (image: StoredPostImage, uris: FederationUris) =>
  new Image({
    url: uris.mediaUrl(image),
    mediaType: storedMediaType,
    name: image.alt || null,
    width: image.width,
    height: image.height,
  });

/** A single-choice poll as Mastodon's `oneOf`: each option a Note whose `replies.totalItems` counts its votes. */
function pollFields(poll: PollTally) {
  const closesAt = instantOf(poll.closesAt);
  return {
    exclusiveOptions: poll.options.map((option) => new Note({ name: option.text, replies: new Collection({ totalItems: option.votes }) })),
    endTime: closesAt,
    closed: poll.closesAt <= clock.now() ? closesAt : null,
    // One vote per member: the votes are the voters.
    voters: poll.options.reduce((sum, option) => sum + option.votes, 0),
  };
}

/** A share with no words or pictures of its own passes its original on (`Announce`); one with them is a post quoting it. */
export const isPlainShare = (post: OutboundPost) => post.shared !== undefined && post.post.text === '' && post.images.length === 0;

/** The fields of a post's object that every kind of it shares. */
function postFields(outbound: LeavingPost, uris: FederationUris) {
  const { post, author, mentioned } = outbound;
  const audience = publicAudience(author.id, mentioned, uris);
  return {
    id: uris.postUri(post.id),
    attribution: uris.actorUri(author.id),
    content: contentHtml(post.text, mentioned, uris),
    // A warning hides the text behind it; either hides the pictures (Mastodon's `sensitive`).
    summary: post.contentWarning || null,
    sensitive: post.sensitive || post.contentWarning !== '',
    published: instantOf(post.createdAt),
    updated: post.editedAt ? instantOf(post.editedAt) : null,
    url: uris.postUrl(post.id),
    tos: audience.to,
    ccs: audience.cc,
    tags: tagsOf(post.text, mentioned, uris),
    attachments: outbound.images.map((image) => attachmentOf(image, uris)),
    // A share with words of its own quotes its original (Misskey's and Fedibird's quotes).
    quoteUrl: outbound.shared ? uris.postUri(outbound.shared.id) : null,
  };
}

/**
 * A post as the social web sees it: a `Note`, or a `Question` when it has a poll. Only a post that
 * may leave the server has one; any other answers null, and the types say which is which.
 */
export function postObjectOf(post: LeavingPost, uris: FederationUris): Note | Question;
export function postObjectOf(post: OutboundPost, uris: FederationUris): Note | Question | null;
export function postObjectOf(post: OutboundPost, uris: FederationUris): Note | Question | null {
  if (!mayLeaveServer(post)) return null;
  const fields = postFields(post, uris);
  return post.poll ? new Question({ ...fields, ...pollFields(post.poll) }) : new Note(fields);
}

/** The post a comment is on, as far as its object needs it. */
export interface CommentedPost<Visibility extends PostVisibility = PostVisibility> {
  id: string;
  authorId: string;
  visibility: Visibility;
}

/** A comment as the comments reader presents it (`Comment`), as far as its object needs it. */
export type OutboundComment = Pick<Comment, 'id' | 'parent_id' | 'text' | 'created_at' | 'edited_at'> & {
  author: Pick<Comment['author'], 'user_id'>;
};

/** A stored comment in the shape of the comments reader, which `commentNoteOf` reads. */
export const outboundCommentOf = ({ comment }: OutboundCommentWithPost): OutboundComment => ({
  id: comment.id,
  parent_id: comment.parentId,
  text: comment.text,
  created_at: comment.createdAt.toISOString(),
  edited_at: comment.editedAt?.toISOString() ?? null,
  author: { user_id: comment.authorId },
});

/**
 * A comment as a `Note` answering its post (or, for a reply, its parent comment), addressed like
 * the post to the public, with the commenter's followers and the post's author in `cc`. A comment
 * on a post that does not leave the server does not either.
 */
export function commentNoteOf(
  comment: OutboundComment,
  on: CommentedPost<LeavingVisibility>,
  mentioned: MentionedMember[],
  uris: FederationUris,
): Note;
export function commentNoteOf(comment: OutboundComment, on: CommentedPost, mentioned: MentionedMember[], uris: FederationUris): Note | null;
export function commentNoteOf(
  comment: OutboundComment,
  on: CommentedPost,
  mentioned: MentionedMember[],
  uris: FederationUris,
): Note | null {
  if (on.visibility !== 'public') return null;
  const audience = publicAudience(comment.author.user_id, [{ id: on.authorId }, ...mentioned], uris);
  return new Note({
    id: uris.commentUri(comment.id),
    attribution: uris.actorUri(comment.author.user_id),
    replyTarget: comment.parent_id ? uris.commentUri(comment.parent_id) : uris.postUri(on.id),
    content: contentHtml(comment.text, mentioned, uris),
    sensitive: false,
    published: instantOf(comment.created_at),
    updated: comment.edited_at ? instantOf(comment.edited_at) : null,
    url: new URL(`#comment-${comment.id}`, uris.postUrl(on.id)),
    tos: audience.to,
    ccs: audience.cc,
    tags: tagsOf(comment.text, mentioned, uris),
  });
}

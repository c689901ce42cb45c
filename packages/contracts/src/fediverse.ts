import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './api.js';
import { fediverseCopy } from './copy/fediverse.js';
import { commentUpdateSchema } from './engagement.schema.js';
import { personSchema } from './friends.js';

/**
 * What other servers said of a post: their replies, likes and shares (docs/federation.md), and a
 * member's like of a note of another server. Apart from `apiPaths`, which every page loads whole:
 * only lazily loaded parts call them.
 */
export const fediversePaths = {
  post: '/posts/:id/fediverse',
  noteLike: '/federation/notes/:id/like',
  noteReplies: '/federation/notes/:id/replies',
  noteReply: '/federation/replies/:id',
  noteMedia: '/federation/notes/:id/media/:index',
  accountPicture: '/federation/accounts/:id/:picture',
} as const;

export const fediverseNoteParamsSchema = z.object({ id: z.string().uuid({ error: fediverseCopy.noteNotFound }) });

/** How many pictures of a note are shown here; the rest stay links. */
export const remoteMediaPerNote = 4;

export const fediverseNoteMediaParamsSchema = fediverseNoteParamsSchema.extend({
  index: z.coerce
    .number({ error: fediverseCopy.mediaUnavailable })
    .int({ error: fediverseCopy.mediaUnavailable })
    .min(0, { error: fediverseCopy.mediaUnavailable })
    .max(remoteMediaPerNote - 1, { error: fediverseCopy.mediaUnavailable }),
});

/** An account of another server's picture or header image, served here. */
export const remoteAccountPictureParamsSchema = z.object({
  id: z.string().uuid({ error: fediverseCopy.mediaUnavailable }),
  picture: z.enum(['icon', 'header'], { error: fediverseCopy.mediaUnavailable }),
});
export type RemoteAccountPicture = z.infer<typeof remoteAccountPictureParamsSchema>['picture'];

/** A picture or video of a remote note: the original on its server, and a picture's copy served here. */
const remoteAttachmentSchema = z.object({
  url: z.string(),
  /** A signed link of the picture re-encoded by this server (our pages load images from here only); null for anything else. */
  preview_url: z.string().nullable(),
  media_type: z.string().nullable(),
  description: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/**
 * An account of another server: `user@host`, its name, its picture (a copy served here) and profile
 * (its actor URI, which browsers open as the profile).
 */
export const remoteAuthorSchema = z.object({
  handle: z.string(),
  name: z.string(),
  icon_url: z.string().nullable(),
  profile_url: z.string(),
});
export type RemoteAuthor = z.infer<typeof remoteAuthorSchema>;

/** A share by an account the viewer follows, for which the home feed shows the note again: who shared it, and when. */
const remoteShareSchema = z.object({
  id: z.string().uuid(),
  by: remoteAuthorSchema,
  shared_at: z.string(),
});

/**
 * A note of another server as pages show it (a reply to one of our posts, a post in the home
 * feed): its HTML sanitised by the server, its summary a content warning.
 */
export const fediverseNoteSchema = z.object({
  id: z.string().uuid(),
  author: remoteAuthorSchema,
  url: z.string().nullable(),
  content_html: z.string(),
  summary: z.string().nullable(),
  sensitive: z.boolean(),
  attachments: z.array(remoteAttachmentSchema),
  published_at: z.string(),
  edited_at: z.string().nullable(),
  /** Whether the viewer likes it: a `Like` went to its author. */
  liked: z.boolean(),
  /** Members' replies to it here (`GET /federation/notes/:id/replies`). */
  replies_count: z.number().int(),
  /** In the home feed, the share it is shown for; else null. */
  shared: remoteShareSchema.nullable(),
});
export type FediverseNote = z.infer<typeof fediverseNoteSchema>;

export const postFediverseQuerySchema = pageQuerySchema;

/** A post on other servers: how many of their accounts liked and shared it, and their replies, oldest first. */
export const postFediverseSchema = z.object({
  likes: z.number().int(),
  shares: z.number().int(),
  replies: pageSchema(fediverseNoteSchema),
});
export type PostFediverse = z.infer<typeof postFediverseSchema>;

/** `PUT` and `DELETE /federation/notes/:id/like`: the viewer's like now. */
export const fediverseNoteLikeSchema = z.object({ liked: z.boolean() });

/** `POST /federation/notes/:id/replies`: a member's reply, which goes to the note's author as a reply of theirs; a comment's length. */
export const noteReplyCreateSchema = commentUpdateSchema;

/** A member's reply to a note of another server, oldest first under the note. */
export const noteReplySchema = z.object({
  id: z.string().uuid(),
  author: personSchema,
  text: z.string(),
  created_at: z.string(),
  /** Its author may delete it (a `Delete` follows it to the note's server). */
  can_delete: z.boolean(),
});
export type NoteReply = z.infer<typeof noteReplySchema>;

export const noteReplyParamsSchema = z.object({ id: z.string().uuid({ error: fediverseCopy.replyNotFound }) });

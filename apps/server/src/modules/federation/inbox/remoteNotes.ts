import type { DocumentLoader } from '@fedify/fedify/runtime';
import { Document, Image, Link, Note, PUBLIC_COLLECTION, Question, Video, type Actor } from '@fedify/vocab';
import type { RemoteAttachment, RemotePostAudience } from '../../../db/schema/federation.js';
import { sanitizeRemoteHtml } from '../remote/remoteHtml.js';
import { remotePlainText } from '../remote/remotePlainText.js';
import { refuseFetch, webUrl } from '../remote/remoteValues.js';

/** The remote post types stored as notes: a `Question` keeps its text, not its poll. */
export type RemoteNoteObject = Note | Question;

export const isRemoteNoteObject = (object: unknown): object is RemoteNoteObject => object instanceof Note || object instanceof Question;

/** A remote note as `remote_posts` keeps it, before the local post it answers is resolved. */
export interface RemoteNote {
  uri: string;
  url: string | null;
  contentHtml: string;
  summary: string | null;
  sensitive: boolean;
  audience: RemotePostAudience;
  inReplyToUri: string | null;
  attachments: RemoteAttachment[];
  publishedAt: Date;
}

/** Bytes of source HTML a note may have: Mastodon's 500 characters are far below; more is abuse, refused whole. */
const remoteNoteMaxBytes = 64 * 1024;
/** Mastodon's own limits: four pictures, 1,500 characters of description; room is left for other servers. */
const attachmentsMax = 10;
const descriptionMaxLength = 1500;
const summaryMaxLength = 1000;
const mediaTypeMaxLength = 100;
const dimensionMax = 100_000;

/** Who a note is addressed to, Mastodon's way: Public in `to` is public, in `cc` unlisted; then the author's followers; else direct. */
function audienceOf(note: RemoteNoteObject, followers: URL | null): RemotePostAudience {
  const addressed = (ids: URL[], target: URL | null) => target !== null && ids.some((id) => id.href === target.href);
  if (addressed(note.toIds, PUBLIC_COLLECTION)) return 'public';
  if (addressed(note.ccIds, PUBLIC_COLLECTION)) return 'unlisted';
  if (addressed([...note.toIds, ...note.ccIds], followers)) return 'followers';
  return 'direct';
}

const dimension = (value: number | null) =>
  value !== null && Number.isInteger(value) && value > 0 && value <= dimensionMax ? value : null;

/** The embedded pictures and videos with an http(s) URL, at most `attachmentsMax`; nothing is fetched for them. */
async function attachmentsOf(note: RemoteNoteObject, contextLoader: DocumentLoader): Promise<RemoteAttachment[]> {
  const attachments: RemoteAttachment[] = [];
  for await (const attachment of note.getAttachments({ documentLoader: refuseFetch, contextLoader, suppressError: true })) {
    if (attachments.length === attachmentsMax) break;
    // Exactly these classes: an Audio or a Page (which are Documents too) is not shown.
    if (![Document, Image, Video].some((kind) => attachment.constructor === kind)) continue;
    const media = attachment as Document;
    const url = webUrl(media.url instanceof Link ? media.url.href : media.url);
    if (!url) continue;
    attachments.push({
      url,
      mediaType: remotePlainText(media.mediaType ?? '', mediaTypeMaxLength) || null,
      description: remotePlainText(media.name?.toString() ?? '', descriptionMaxLength) || null,
      width: dimension(media.width),
      height: dimension(media.height),
    });
  }
  return attachments;
}

/**
 * A remote note as stored, or `undefined` when it may not be: it must be attributed to `actor`
 * (the activity's actor, whose signature Fedify checked), its id must share the actor's origin,
 * and it must say when it was published (a date to come counts as now, so that no note stays on
 * top of feeds). Its HTML is sanitised, its summary plain text; its
 * `inReplyTo` is kept as a URI, never fetched.
 */
export async function remoteNoteOf(note: RemoteNoteObject, actor: Actor, contextLoader: DocumentLoader): Promise<RemoteNote | undefined> {
  const uri = webUrl(note.id);
  const actorUri = webUrl(actor.id);
  if (!uri || !actorUri || new URL(uri).origin !== new URL(actorUri).origin) return undefined;
  if (note.attributionIds.length !== 1 || note.attributionId?.href !== actorUri) return undefined;
  if (!note.published) return undefined;
  const content = note.content?.toString() ?? '';
  if (Buffer.byteLength(content) > remoteNoteMaxBytes) return undefined;
  const summary = remotePlainText(note.summary?.toString() ?? '', summaryMaxLength);
  const url = note.url instanceof Link ? note.url.href : note.url;
  return {
    uri,
    url: webUrl(url) ?? null,
    contentHtml: sanitizeRemoteHtml(content),
    summary: summary || null,
    sensitive: note.sensitive === true,
    audience: audienceOf(note, actor.followersId),
    inReplyToUri: webUrl(note.replyTargetId) ?? null,
    attachments: await attachmentsOf(note, contextLoader),
    publishedAt: new Date(Math.min(note.published.epochMilliseconds, Date.now())),
  };
}

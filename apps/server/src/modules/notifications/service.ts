import { limits, type Notification, type NotificationKind, type Page, type RemoteAuthor, type UnreadCount } from '@meshwork/contracts';
import { and, count, eq, getTableColumns, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import type { Db } from '../../db/client.js';
import { newestFirst, olderThan, timestampKey } from '../../db/keyset.js';
import { notifications, type NotificationRow } from '../../db/schema/notifications.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { members, personColumns } from '../users/index.js';
import { shownTo } from './policies.js';
import type { MentionBudget } from './mentionBudget.js';
import type { NotificationPreferences } from './preferences.js';
import { presentNotification } from './presenters.js';

interface NotificationFields {
  recipientId: string;
  type: NotificationKind;
  /** What it is about beyond the actor (an event); kept apart, so two events' invitations do not replace each other. */
  subjectId?: string;
  /** What it is about, for kinds about a post (and a comment on it). */
  postId?: string;
  commentId?: string;
  /** The message it is about, for messages: where and when it was published. */
  message?: { channel: string; timetoken: string };
}

/** What a member did that another should hear about. */
export interface NotificationEvent extends NotificationFields {
  actorId: string;
}

/** What an account of another server did (a like, a share, a reply, a follow), by its id in `remote_actors`. */
export interface RemoteNotificationEvent extends NotificationFields {
  remoteActorId: string;
}

/** The SQL form of "the member may see this post", from the module that owns posts. */
export type SubjectFilter = (memberId: string, postId: AnyColumn) => SQL;

/**
 * The SQL form of "the text this notification is about, when the member may see it now", from the
 * module that owns what it is about; null for a notification about something else.
 */
export type ExcerptSource = (memberId: string, notification: NotificationColumns) => SQL<string | null>;

/** The columns of the notifications table, for the SQL other modules hand the list. */
export type NotificationColumns = typeof notifications;

/** The SQL form of "the name of the notification's subject (a group), when the member may see it", from the module that owns it. */
export type SubjectNameSource = (memberId: string, subjectId: AnyColumn) => SQL<string | null>;

/** Accounts of other servers by their ids, as notifications name them, from the module that keeps them. */
export type RemoteActorDirectory = (ids: string[]) => Promise<Map<string, RemoteAuthor>>;

/** Called with every stored notification: the realtime service will deliver it live from here. */
export type NotificationPublisher = (notification: NotificationRow) => Promise<void> | void;

/** The first of the sources' answers that is not null, as a column; null without sources. */
const firstOf = (columns: SQL<string | null>[]): SQL<string | null> =>
  columns.length === 0 ? sql<null>`null` : sql<string | null>`coalesce(${sql.join(columns, sql`, `)})`;

/** A text on one line, one character longer than an excerpt when it is longer, so the presenter knows to cut it. */
const excerptLeadOf = (text: SQL<string | null>): SQL<string | null> =>
  sql<string | null>`left(regexp_replace(btrim(${text}), '\\s+', ' ', 'g'), ${limits.notificationExcerptMaxLength + 1})`;

/** The stored columns of an event. */
const columnsOf = ({ message, ...event }: NotificationEvent | RemoteNotificationEvent) => ({
  ...event,
  messageChannel: message?.channel,
  messageTimetoken: message && BigInt(message.timetoken),
});

/** Notifications of a member: created by other features' services, read and marked by the member. */
export class NotificationService {
  private postShownTo?: SubjectFilter;
  private actorShownTo?: SubjectFilter;
  private readonly excerptSources: ExcerptSource[] = [];
  private readonly subjectNameSources: SubjectNameSource[] = [];
  private remoteActorsOf: RemoteActorDirectory = async () => new Map();

  constructor(
    private readonly db: Db,
    private readonly preferences: NotificationPreferences,
    private readonly mentionBudget: MentionBudget,
    private readonly publish: NotificationPublisher = () => undefined,
  ) {}

  /**
   * Hides notifications about a post the member may no longer see (deleted, narrowed, blocked):
   * they leave the list and the count rather than show a link that answers 404.
   */
  hidePostsNotShown(filter: SubjectFilter): void {
    this.postShownTo = filter;
  }

  /** Hides notifications caused by members the recipient muted (the muting module's filter on the actor's id). */
  hideActorsNotShown(filter: SubjectFilter): void {
    this.actorShownTo = filter;
  }

  /** Quotes the current text of what a notification is about, as the member may see it now (never a copy kept at the time). */
  quoteExcerptsFrom(source: ExcerptSource): void {
    this.excerptSources.push(source);
  }

  /** Names the subject of a notification (the group of a message) as the member may see it now. */
  nameSubjectsFrom(source: SubjectNameSource): void {
    this.subjectNameSources.push(source);
  }

  /** Names the accounts of other servers that caused notifications. */
  describeRemoteActorsWith(directory: RemoteActorDirectory): void {
    this.remoteActorsOf = directory;
  }

  private shown(memberId: string): SQL {
    const post = this.postShownTo?.(memberId, notifications.postId);
    return and(shownTo(memberId), post && or(isNull(notifications.postId), post), this.actorShownTo?.(memberId, notifications.actorId))!;
  }

  /**
   * Stores a notification unless the recipient switched its kind off. A repeat of an unread one
   * (follow, unfollow, follow) replaces it, so the list never stacks copies.
   */
  async notify(event: NotificationEvent | RemoteNotificationEvent): Promise<void> {
    await this.store(event, this.about(event)!);
  }

  /**
   * A mention, as a notification of its own within the sender's budget (`MentionBudget`). Past it,
   * the mention adds up in the one unread aggregate of that sender for the recipient ("mentioned
   * you 12 times more", leading to the sender), which is published only when it is new: however
   * often one member mentions another, the recipient's list and bell grow by one.
   */
  async notifyMention(event: NotificationEvent): Promise<void> {
    if (await this.mentionBudget.allows(event.actorId, event.recipientId)) return this.notify(event);
    if (!(await this.preferences.isEnabled(event.recipientId, event.type))) return;
    const { recipientId, actorId, type } = event;
    const [row] = await this.db
      .insert(notifications)
      .values({ recipientId, actorId, type, aggregatedCount: 1 })
      .onConflictDoUpdate({
        target: [notifications.recipientId, notifications.actorId, notifications.type],
        targetWhere: sql`${notifications.aggregatedCount} is not null and ${notifications.readAt} is null`,
        set: { aggregatedCount: sql`${notifications.aggregatedCount} + 1`, createdAt: sql`now()` },
      })
      // A row the insert made has no deleting or updating transaction: `xmax` 0.
      .returning({ ...getTableColumns(notifications), added: sql<boolean>`xmax = 0` });
    if (row?.added) await this.publish(row);
  }

  /**
   * One unread notification per subject (a group), or per actor when it has none: a newer one
   * replaces it whoever its actor, so a lively conversation is one notification, not one a message.
   */
  async notifyLatest(event: NotificationEvent): Promise<void> {
    await this.store(
      event,
      and(
        eq(notifications.recipientId, event.recipientId),
        eq(notifications.type, event.type),
        event.subjectId
          ? eq(notifications.subjectId, event.subjectId)
          : and(isNull(notifications.subjectId), eq(notifications.actorId, event.actorId)),
      )!,
    );
  }

  private async store(event: NotificationEvent | RemoteNotificationEvent, replaces: SQL): Promise<void> {
    if (!(await this.preferences.isEnabled(event.recipientId, event.type))) return;
    await this.db.delete(notifications).where(and(replaces, isNull(notifications.readAt)));
    const [row] = await this.db
      .insert(notifications)
      .values({ ...columnsOf(event), createdAt: clock.now() })
      .returning();
    await this.publish(row!);
  }

  /** Withdraws what is no longer true (a cancelled request, an undone follow) if still unread. */
  async retract(event: NotificationEvent | RemoteNotificationEvent): Promise<void> {
    await this.db.delete(notifications).where(and(this.about(event), isNull(notifications.readAt)));
  }

  /** The recipient has acted on what the notification asked (e.g. answered the request). */
  async settle(event: NotificationEvent): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: clock.now() })
      .where(and(this.about(event), isNull(notifications.readAt)));
  }

  /** Withdraws what an account of another server undid (a like, a share, a reply) from whoever was told, if still unread. */
  async retractRemote(remoteActorId: string, type: NotificationKind, postId: string): Promise<void> {
    await this.db
      .delete(notifications)
      .where(
        and(
          eq(notifications.remoteActorId, remoteActorId),
          eq(notifications.type, type),
          eq(notifications.postId, postId),
          isNull(notifications.readAt),
        ),
      );
  }

  /** After the member blocks an account of another server, they keep nothing it caused. */
  async forgetRemoteActor(memberId: string, remoteActorId: string): Promise<void> {
    await this.db.delete(notifications).where(and(eq(notifications.recipientId, memberId), eq(notifications.remoteActorId, remoteActorId)));
  }

  /** After a block, neither member keeps a notification caused by the other. */
  async forgetBetween(a: string, b: string): Promise<void> {
    await this.db
      .delete(notifications)
      .where(
        or(
          and(eq(notifications.recipientId, a), eq(notifications.actorId, b)),
          and(eq(notifications.recipientId, b), eq(notifications.actorId, a)),
        ),
      );
  }

  async list(memberId: string, page: { cursor?: string; limit?: number; unread: boolean }): Promise<Page<Notification>> {
    const size = pageSize(page.limit);
    const rows = await this.db
      .select({
        id: notifications.id,
        type: notifications.type,
        readAt: notifications.readAt,
        subjectId: notifications.subjectId,
        createdAt: notifications.createdAt,
        postId: notifications.postId,
        commentId: notifications.commentId,
        aggregatedCount: notifications.aggregatedCount,
        excerptText: excerptLeadOf(firstOf(this.excerptSources.map((source) => source(memberId, notifications)))),
        subjectName: firstOf(this.subjectNameSources.map((source) => source(memberId, notifications.subjectId))),
        createdKey: timestampKey(notifications.createdAt),
        actor: personColumns,
        remoteActorId: notifications.remoteActorId,
      })
      .from(notifications)
      .leftJoin(members, eq(members.id, notifications.actorId))
      .where(
        and(
          this.shown(memberId),
          page.unread ? isNull(notifications.readAt) : undefined,
          olderThan(notifications.createdAt, notifications.id, decodeCursor(page.cursor, timestampAndId)),
        ),
      )
      .orderBy(newestFirst(notifications.createdAt, notifications.id))
      .limit(size + 1);
    const remoteActors = await this.remoteActorsOf([...new Set(rows.flatMap((row) => (row.remoteActorId ? [row.remoteActorId] : [])))]);
    return toPage(
      rows,
      size,
      (row) => [row.createdKey, row.id],
      (row) => presentNotification(row, (row.remoteActorId && remoteActors.get(row.remoteActorId)) || null),
    );
  }

  async unreadCount(memberId: string): Promise<UnreadCount> {
    const [row] = await this.db
      .select({ value: count() })
      .from(notifications)
      .leftJoin(members, eq(members.id, notifications.actorId))
      .where(and(this.shown(memberId), isNull(notifications.readAt)));
    return { unread_count: row?.value ?? 0 };
  }

  /** Marks one of the member's notifications read (the route asks the `read` policy first). */
  async markRead(memberId: string, id: string): Promise<UnreadCount> {
    await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    return this.unreadCount(memberId);
  }

  async markAllRead(memberId: string): Promise<UnreadCount> {
    await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.recipientId, memberId), isNull(notifications.readAt)));
    return this.unreadCount(memberId);
  }

  /** Removes every notification about subjects that are gone (a deleted event). */
  async forgetSubjects(subjectIds: string[]): Promise<void> {
    if (subjectIds.length > 0) await this.db.delete(notifications).where(inArray(notifications.subjectId, subjectIds));
  }

  /** The same kind from the same actor about the same subject and post (or about none). */
  private about(event: NotificationEvent | RemoteNotificationEvent) {
    return and(
      eq(notifications.recipientId, event.recipientId),
      'remoteActorId' in event ? eq(notifications.remoteActorId, event.remoteActorId) : eq(notifications.actorId, event.actorId),
      eq(notifications.type, event.type),
      sql`${notifications.subjectId} is not distinct from ${event.subjectId ?? null}::uuid`,
      event.postId ? eq(notifications.postId, event.postId) : isNull(notifications.postId),
    );
  }
}

import { eventsCopy, type EventAnswer, type EventGuest, type Person } from '@meshwork/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { eventGuests } from '../../db/schema/events.js';
import { invalidFields } from '../../http/errors.js';
import { forgetActivity, recordActivity } from '../activity/index.js';
import { graphConditions } from '../friends/index.js';
import type { NotificationService } from '../notifications/index.js';
import { matchesSearch, members, nicknameOrder, notLeaving, personColumns, presentPerson } from '../users/index.js';

const invited = alias(eventGuests, 'invited');

const inviters = alias(members, 'inviters');

/** The member is the creator's friend, not leaving, with no block either way. */
const friendOf = (creatorId: string) =>
  and(notLeaving(), graphConditions.friends(creatorId, members.id), sql`not ${graphConditions.blocked(creatorId, members.id)}`);

/** Invitations and answers: the creator invites friends, whoever may see the event answers. */
export class EventGuests {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
  ) {}

  /** Invites friends of the creator; anyone else in the list refuses the whole batch (422). Answers how many were new. */
  async invite(creatorId: string, eventId: string, memberIds: string[]): Promise<number> {
    const friends = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(inArray(members.id, memberIds), friendOf(creatorId)));
    if (friends.length !== memberIds.length)
      throw invalidFields({ user_ids: [eventsCopy.inviteFriendsOnly] }, eventsCopy.inviteFriendsOnly);
    // A guest who answered before an invitation keeps the answer and now holds the invitation too.
    const invited = await this.db
      .insert(eventGuests)
      .values(memberIds.map((memberId) => ({ eventId, memberId, invitedBy: creatorId })))
      .onConflictDoUpdate({
        target: [eventGuests.eventId, eventGuests.memberId],
        set: { invitedBy: creatorId, invitedAt: new Date() },
        setWhere: sql`${eventGuests.invitedBy} is null`,
      })
      .returning({ memberId: eventGuests.memberId });
    for (const { memberId } of invited) {
      await this.notifications.notify({ recipientId: memberId, actorId: creatorId, type: 'event_invite', subjectId: eventId });
    }
    return invited.length;
  }

  /** Saves the viewer's answer; the creator hears of a guest's answer, and the invitation counts as settled. */
  async answer(memberId: string, eventId: string, creatorId: string, answer: EventAnswer): Promise<void> {
    await this.db
      .insert(eventGuests)
      .values({ eventId, memberId, answer, answeredAt: new Date() })
      .onConflictDoUpdate({ target: [eventGuests.eventId, eventGuests.memberId], set: { answer, answeredAt: new Date() } });
    await this.notifications.settle({ recipientId: memberId, actorId: creatorId, type: 'event_invite', subjectId: eventId });
    // "Joined an event" on the guest's activity feed while their answer is "going".
    await forgetActivity(this.db, { actorId: memberId, kind: 'event_joined', eventId });
    if (answer === 'going' && memberId !== creatorId) await recordActivity(this.db, { actorId: memberId, kind: 'event_joined', eventId });
    if (memberId !== creatorId) {
      await this.notifications.notify({ recipientId: creatorId, actorId: memberId, type: 'event_answer', subjectId: eventId });
    }
  }

  /** The guests the viewer may see (not leaving, no block with the viewer), answered first, then by nickname. */
  async list(viewerId: string, eventId: string): Promise<EventGuest[]> {
    const rows = await this.db
      .select({ user: personColumns, answer: eventGuests.answer, inviter: inviterColumns })
      .from(eventGuests)
      .innerJoin(members, eq(members.id, eventGuests.memberId))
      .leftJoin(inviters, eq(inviters.id, eventGuests.invitedBy))
      .where(and(eq(eventGuests.eventId, eventId), notLeaving(), sql`not ${graphConditions.blocked(viewerId, members.id)}`))
      .orderBy(sql`${eventGuests.answer} is null`, ...nicknameOrder);
    return rows.map((row) => ({
      user: presentPerson(row.user),
      answer: row.answer,
      invited_by: row.inviter ? presentPerson(row.inviter) : null,
    }));
  }

  /** The creator's friends not yet invited, for the invite picker. */
  async invitable(creatorId: string, eventId: string, search: string): Promise<Person[]> {
    const rows = await this.db
      .select(personColumns)
      .from(members)
      .where(
        and(
          friendOf(creatorId),
          matchesSearch(search),
          sql`not exists (select 1 from ${eventGuests} ${invited} where ${invited.eventId} = ${eventId} and ${invited.memberId} = ${qualified(members.id)} and ${invited.invitedBy} is not null)`,
        ),
      )
      .orderBy(...nicknameOrder)
      .limit(100);
    return rows.map(presentPerson);
  }

  /** Members to remind before the start: those going or maybe going. */
  async remindable(eventId: string): Promise<string[]> {
    const rows = await this.db
      .select({ memberId: eventGuests.memberId })
      .from(eventGuests)
      .where(and(eq(eventGuests.eventId, eventId), isNotNull(eventGuests.answer), inArray(eventGuests.answer, ['going', 'maybe'])));
    return rows.map((row) => row.memberId);
  }
}

const inviterColumns = {
  id: inviters.id,
  fullname: inviters.fullname,
  nickname: inviters.nickname,
  username: inviters.username,
  userImage: inviters.userImage,
  colour: inviters.colour,
  isCreator: inviters.isCreator,
};

import { eventsCopy, limits } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injection, readCalendar } from '../../../test/calendarReader.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const hour = 3_600_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 24 * hour + hours * hour).toISOString();

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Board games night',
  description: 'Bring snacks',
  starts_at: inDays(3),
  ends_at: inDays(3, 3),
  time_zone: 'Europe/Berlin',
  place: 'Community hall',
  visibility: 'friends',
  ...overrides,
});

async function create(creator: SignedInMember, overrides: Record<string, unknown> = {}) {
  const { status, body } = await creator.call('POST', '/events', eventBody(overrides));
  expect(status).toBe(201);
  return body.output as { id: string; visibility: string; is_mine: boolean };
}

const canSee = async (viewer: SignedInMember, eventId: string) => (await viewer.call('GET', `/events/${eventId}`)).status === 200;

describe('creating an event', () => {
  it('answers the event with its creator, times and zone', async () => {
    const creator = await member();
    const { status, body } = await creator.call('POST', '/events', eventBody({ link: 'https://meet.example.com/x' }));
    expect(status).toBe(201);
    expect(body.message).toBe(eventsCopy.created);
    expect(body.output).toMatchObject({
      title: 'Board games night',
      time_zone: 'Europe/Berlin',
      link: 'https://meet.example.com/x',
      is_mine: true,
      my_answer: null,
      creator: { user_id: creator.id },
      answers: { going: 0, maybe: 0, not_going: 0 },
    });
  });

  it('refuses an end before the start, an unknown time zone, a bad link, a long title and a bad visibility with 422', async () => {
    const creator = await member();
    const refusal = async (overrides: Record<string, unknown>) => {
      const { status, body } = await creator.call('POST', '/events', eventBody(overrides));
      expect(status).toBe(422);
      return body.extra.message as Record<string, string[]>;
    };
    expect((await refusal({ ends_at: inDays(2) })).ends_at).toEqual([eventsCopy.endBeforeStart]);
    expect((await refusal({ ends_at: inDays(3) })).ends_at).toEqual([eventsCopy.endBeforeStart]);
    expect((await refusal({ time_zone: 'Mars/Olympus' })).time_zone).toEqual([eventsCopy.invalidTimeZone]);
    expect((await refusal({ time_zone: '+01:00' })).time_zone).toEqual([eventsCopy.invalidTimeZone]);
    expect((await refusal({ link: 'javascript:alert(1)' })).link).toEqual([eventsCopy.invalidLink]);
    expect((await refusal({ title: 'x'.repeat(limits.eventTitleMaxLength + 1) })).title).toEqual([eventsCopy.titleTooLong]);
    expect((await refusal({ title: '   ' })).title).toEqual([eventsCopy.titleRequired]);
    expect((await refusal({ description: 'x'.repeat(limits.eventDescriptionMaxLength + 1) })).description).toEqual([
      eventsCopy.descriptionTooLong,
    ]);
    expect((await refusal({ visibility: 'everyone' })).visibility).toEqual([eventsCopy.invalidVisibility]);
    expect((await refusal({ starts_at: 'tomorrow' })).starts_at).toEqual([eventsCopy.invalidStart]);
    expect((await refusal({ ends_at: inDays(40) })).ends_at).toEqual([eventsCopy.tooLong]);
  });

  it('needs a session', async () => {
    expect((await t.request('POST', '/api/events', { body: eventBody() })).status).toBe(401);
  });
});

describe('who may see an event', () => {
  it('public: everyone but a blocked member', async () => {
    const [creator, stranger, blocked] = await Promise.all([member(), member(), member()]);
    const { id } = await create(creator, { visibility: 'public' });
    await creator.call('POST', `/blocks/${blocked.id}`);
    expect(await canSee(stranger, id)).toBe(true);
    expect(await canSee(blocked, id)).toBe(false);
  });

  it("friends: the creator's friends, not strangers", async () => {
    const [creator, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(creator, friend);
    const { id } = await create(creator, { visibility: 'friends' });
    expect(await canSee(creator, id)).toBe(true);
    expect(await canSee(friend, id)).toBe(true);
    expect(await canSee(stranger, id)).toBe(false);
  });

  it('invited: the invited guests only, not other friends', async () => {
    const [creator, guest, otherFriend] = await Promise.all([member(), member(), member()]);
    await befriend(creator, guest);
    await befriend(creator, otherFriend);
    const { id } = await create(creator, { visibility: 'invited' });
    expect(await canSee(guest, id)).toBe(false);
    expect((await creator.call('POST', `/events/${id}/invitations`, { user_ids: [guest.id] })).status).toBe(200);
    expect(await canSee(guest, id)).toBe(true);
    expect(await canSee(otherFriend, id)).toBe(false);
  });

  it('lists the range and the upcoming events by the same rule', async () => {
    const [creator, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(creator, friend);
    const { id } = await create(creator, { visibility: 'friends' });
    const range = `from=${encodeURIComponent(inDays(0))}&to=${encodeURIComponent(inDays(30))}`;
    const ids = async (viewer: SignedInMember, path: string) =>
      ((await viewer.call('GET', path)).body.output as Array<{ id: string }>).map((event) => event.id);
    expect(await ids(friend, `/events?${range}`)).toContain(id);
    expect(await ids(friend, '/events/upcoming')).toContain(id);
    expect(await ids(stranger, `/events?${range}`)).not.toContain(id);
    expect(await ids(stranger, '/events/upcoming')).not.toContain(id);
  });

  it('refuses a range longer than 62 days or backwards with 422', async () => {
    const viewer = await member();
    const query = (from: string, to: string) => `/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    expect((await viewer.call('GET', query(inDays(0), inDays(63)))).status).toBe(422);
    expect((await viewer.call('GET', query(inDays(5), inDays(1)))).status).toBe(422);
  });

  it('answers 404 for an event id that does not exist and 422 for one that is no id', async () => {
    const viewer = await member();
    expect((await viewer.call('GET', '/events/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await viewer.call('GET', '/events/nope')).status).toBe(422);
  });
});

describe('changing an event', () => {
  it('lets the creator edit and delete it', async () => {
    const creator = await member();
    const { id } = await create(creator);
    const edited = await creator.call('PUT', `/events/${id}`, eventBody({ title: 'Moved', time_zone: 'America/New_York' }));
    expect(edited.status).toBe(200);
    expect(edited.body.output).toMatchObject({ title: 'Moved', time_zone: 'America/New_York' });
    expect((await creator.call('DELETE', `/events/${id}`)).status).toBe(200);
    expect(await canSee(creator, id)).toBe(false);
  });

  it('refuses another member who sees it with 403 and one who does not with 404', async () => {
    const [creator, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(creator, friend);
    const { id } = await create(creator);
    const byFriend = await friend.call('PUT', `/events/${id}`, eventBody({ title: 'Mine now' }));
    expect(byFriend.status).toBe(403);
    expect(byFriend.body.message).toBe(eventsCopy.notYourEvent);
    expect((await friend.call('DELETE', `/events/${id}`)).status).toBe(403);
    expect((await stranger.call('DELETE', `/events/${id}`)).status).toBe(404);
    expect((await creator.call('GET', `/events/${id}`)).body.output.title).toBe('Board games night');
  });
});

describe('invitations and answers', () => {
  it("invites the creator's friends, who hear of it by the event's title and answer; the creator hears the answer", async () => {
    const [creator, friend] = await Promise.all([member(), member()]);
    await befriend(creator, friend);
    const { id } = await create(creator, { visibility: 'invited' });
    const invited = await creator.call('POST', `/events/${id}/invitations`, { user_ids: [friend.id, friend.id] });
    expect(invited.body.output).toEqual({ invited: 1 });
    const inbox = (await friend.call('GET', '/notifications')).body.output.items;
    expect(inbox[0]).toMatchObject({
      type: 'event_invite',
      subject_id: id,
      subject_name: 'Board games night',
      actor: { user_id: creator.id },
    });

    const answered = await friend.call('PUT', `/events/${id}/answer`, { answer: 'going' });
    expect(answered.status).toBe(200);
    expect(answered.body.output).toMatchObject({ my_answer: 'going', invited: true, answers: { going: 1 } });
    const creatorInbox = (await creator.call('GET', '/notifications')).body.output.items;
    expect(creatorInbox[0]).toMatchObject({
      type: 'event_answer',
      subject_id: id,
      subject_name: 'Board games night',
      actor: { user_id: friend.id },
    });

    const guests = (await creator.call('GET', `/events/${id}/guests`)).body.output;
    expect(guests).toEqual([expect.objectContaining({ user: expect.objectContaining({ user_id: friend.id }), answer: 'going' })]);
    expect(guests[0].invited_by.user_id).toBe(creator.id);
  });

  it('refuses to invite a non-friend, a blocked friend or too many at once with 422, and a guest inviting with 403', async () => {
    const [creator, friend, stranger, blocked] = await Promise.all([member(), member(), member(), member()]);
    await befriend(creator, friend);
    await befriend(creator, blocked);
    await blocked.call('POST', `/blocks/${creator.id}`);
    const { id } = await create(creator);
    const withStranger = await creator.call('POST', `/events/${id}/invitations`, { user_ids: [friend.id, stranger.id] });
    expect(withStranger.status).toBe(422);
    expect(withStranger.body.extra.message.user_ids).toEqual([eventsCopy.inviteFriendsOnly]);
    expect((await creator.call('POST', `/events/${id}/invitations`, { user_ids: [blocked.id] })).status).toBe(422);
    const tooMany = Array.from({ length: limits.eventInvitesPerRequest + 1 }, () => crypto.randomUUID());
    expect((await creator.call('POST', `/events/${id}/invitations`, { user_ids: tooMany })).status).toBe(422);
    expect((await friend.call('POST', `/events/${id}/invitations`, { user_ids: [creator.id] })).status).toBe(403);
    // Nobody of the refused batches was invited.
    expect((await creator.call('GET', `/events/${id}/guests`)).body.output).toEqual([]);
  });

  it('refuses an answer to an event the member may not see with 404, and an unknown answer with 422', async () => {
    const [creator, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(creator, friend);
    const { id } = await create(creator, { visibility: 'friends' });
    expect((await stranger.call('PUT', `/events/${id}/answer`, { answer: 'going' })).status).toBe(404);
    expect((await stranger.call('GET', `/events/${id}/guests`)).status).toBe(404);
    expect((await friend.call('PUT', `/events/${id}/answer`, { answer: 'perhaps' })).status).toBe(422);
    expect((await creator.call('GET', `/events/${id}/guests`)).body.output).toEqual([]);
  });

  it('lists only friends not yet invited as invitable', async () => {
    const [creator, invited, notYet] = await Promise.all([member(), member(), member()]);
    await befriend(creator, invited);
    await befriend(creator, notYet);
    const { id } = await create(creator);
    await creator.call('POST', `/events/${id}/invitations`, { user_ids: [invited.id] });
    const ids = (await creator.call('GET', `/events/${id}/invitable-friends`)).body.output.map((p: { user_id: string }) => p.user_id);
    expect(ids).toEqual([notYet.id]);
  });
});

describe('calendar files', () => {
  it('serves an event as iCalendar in the zone it was entered in', async () => {
    const creator = await member();
    const { id } = await create(creator, {
      starts_at: '2030-12-01T17:00:00Z',
      ends_at: '2030-12-01T19:00:00Z',
      time_zone: 'Europe/Berlin',
    });
    const { status, body } = await creator.call('GET', `/events/${id}.ics`);
    expect(status).toBe(200);
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain('TZID:Europe/Berlin');
    expect(body).toContain('DTSTART;TZID=Europe/Berlin:20301201T180000');
    expect(body).toContain('SUMMARY:Board games night');
  });

  it('writes what members wrote into the event file and the private feed as text, never as lines of their own', async () => {
    const creator = await signedInMember(t, { nickname: injection.written });
    const link = 'https://meet.example/room?a=1,2;b\\c\u0001d';
    const { id } = await create(creator, { title: injection.written, description: injection.written, place: injection.written, link });
    const expected = {
      summary: injection.read,
      description: `${eventsCopy.hostedBy(injection.read)}\n\n${injection.read}`,
      location: injection.read,
      url: 'https://meet.example/room?a=1%2C2%3Bb%5Cc%01d',
    };
    const file = readCalendar((await creator.call('GET', `/events/${id}.ics`)).body);
    const { url: feedUrl } = (await creator.call('GET', '/calendar-feed')).body.output as { url: string };
    const feed = readCalendar((await t.request('GET', new URL(feedUrl).pathname)).body);
    for (const calendar of [file, feed]) {
      expect(calendar.componentNames).toEqual(['vtimezone', 'daylight', 'standard', 'vevent']);
      expect(calendar.events).toEqual([expected]);
    }
    expect(file.names).toEqual([injection.read, injection.read]);
    expect(feed.names).toEqual(Array(2).fill(`Meshwork: ${injection.read}`));
  });

  it('answers 404 for the file of an event the member may not see', async () => {
    const [creator, stranger] = await Promise.all([member(), member()]);
    const { id } = await create(creator, { visibility: 'friends' });
    expect((await stranger.call('GET', `/events/${id}.ics`)).status).toBe(404);
  });

  it('lists in the private feed the member’s own events and those they go to, and a renewed address ends the old one', async () => {
    const [creator, friend] = await Promise.all([member(), member()]);
    await befriend(creator, friend);
    await create(creator, { title: 'Own party' });
    const other = await create(friend, { title: 'Friend party', visibility: 'friends' });
    const skipped = await create(friend, { title: 'Skipped party', visibility: 'friends' });
    await creator.call('PUT', `/events/${other.id}/answer`, { answer: 'maybe' });
    await creator.call('PUT', `/events/${skipped.id}/answer`, { answer: 'not_going' });
    const { url } = (await creator.call('GET', '/calendar-feed')).body.output as { url: string };
    const path = new URL(url).pathname;
    const feed = await t.request('GET', path);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('SUMMARY:Own party');
    expect(feed.body).toContain('SUMMARY:Friend party');
    expect(feed.body).not.toContain('Skipped party');
    const renewed = (await creator.call('POST', '/calendar-feed')).body.output.url as string;
    expect(renewed).not.toBe(url);
    expect((await t.request('GET', path)).status).toBe(404);
    expect((await t.request('GET', new URL(renewed).pathname)).status).toBe(200);
  });
});

describe('reminders', () => {
  it('reminds guests going or maybe going once, and not those not going', async () => {
    const [creator, going, notGoing] = await Promise.all([member(), member(), member()]);
    await befriend(creator, going);
    await befriend(creator, notGoing);
    // Starts within the hour, so the reminder is due at once.
    const { id } = await create(creator, { starts_at: new Date(Date.now() + 30 * 60_000).toISOString(), ends_at: inDays(0, 2) });
    await going.call('PUT', `/events/${id}/answer`, { answer: 'going' });
    await notGoing.call('PUT', `/events/${id}/answer`, { answer: 'not_going' });
    // The edit reschedules the job, which now runs with both answers in place.
    await creator.call(
      'PUT',
      `/events/${id}`,
      eventBody({ starts_at: new Date(Date.now() + 30 * 60_000).toISOString(), ends_at: inDays(0, 2) }),
    );
    const reminders = async (viewer: SignedInMember) =>
      ((await viewer.call('GET', '/notifications')).body.output.items as Array<{ type: string; subject_id: string }>).filter(
        (n) => n.type === 'event_reminder' && n.subject_id === id,
      );
    await expect.poll(async () => (await reminders(going)).length, { timeout: 15_000, interval: 250 }).toBe(1);
    expect(await reminders(notGoing)).toEqual([]);
  });
});

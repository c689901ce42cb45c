import { directChannelOf, realtimeUuidOf } from '@meshwork/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { demoAvatars } from './demoAvatars.js';
import { demoDirectConversations, demoGroups } from './demoConversations.js';
import { demoMembers, demoPassword } from './demoMembers.js';
import { seedDemoNetwork } from './seed.js';

const day = 24 * 60 * 60 * 1000;

let t: TestApp;
let seeded: boolean;
let ava: { user_id: string; token: string };
// Seeding once for the whole file: every test reads the network through the API, as Ava.
beforeAll(async () => {
  t = await startTestApp();
  seeded = await seedDemoNetwork(t.app);
  ava = await loginAs(t, 'ava', demoPassword);
}, 300_000);
afterAll(() => t.close());

const asAva = async (path: string) => {
  const { status, body } = await t.request('GET', `/api${path}`, { token: ava.token });
  expect(status, path).toBe(200);
  return body.output;
};

/** The stored messages of a conversation, as Ava's client reads its history. */
async function historyOf(channel: string): Promise<Array<{ message: { text: string } }>> {
  const { subscribeKey } = t.config.realtime;
  const query = `max=100&uuid=${realtimeUuidOf(ava.user_id)}&auth=${ava.token}`;
  const { status, body } = await t.request('GET', `/v3/history/sub-key/${subscribeKey}/channel/${encodeURIComponent(channel)}?${query}`);
  expect(status).toBe(200);
  return body.channels[channel] ?? [];
}

/** How far a pixel is from a `#rrggbb` colour. */
const distance = (rgb: ArrayLike<number>, hex: string) =>
  Math.hypot(...[0, 1, 2].map((channel) => rgb[channel]! - parseInt(hex.slice(1 + channel * 2, 3 + channel * 2), 16)));

describe('the demo network, made on a fresh database through the modules’ services', () => {
  it('is made once, in a network without members', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoNetwork(t.app)).toBe(false);
  });

  it('gives every member their creator avatar and, as profile picture, a portrait rendered from it', async () => {
    for (const member of demoMembers) {
      const profile = await asAva(`/profiles/${member.username}`);
      expect(profile.avatar, member.username).not.toBeNull();
      const response = await fetch(`${t.baseUrl}${profile.user_image}`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (u: number, v: number) => {
        const offset = (Math.floor(v * (info.height - 1)) * info.width + Math.floor(u * (info.width - 1))) * info.channels;
        return data.subarray(offset, offset + 3);
      };
      // Not initials on a flat colour: the face of their avatar in the middle, their colour behind it.
      const middleRow = Array.from({ length: 64 }, (_, x) => pixel(0.3 + (x / 63) * 0.4, 0.5));
      expect(
        Math.min(...middleRow.map((rgb) => distance(rgb, demoAvatars[member.username].parameters.skinTone))),
        member.username,
      ).toBeLessThan(40);
      expect(distance(pixel(0, 1), member.colour), member.username).toBeLessThan(110);
    }
  });

  it('fills the hashtag pages', async () => {
    const page = await asAva('/hashtags/avatars/posts');
    expect(page.items.length).toBeGreaterThanOrEqual(5);
    // Three weeks of life: the oldest demo posts are more than two weeks old.
    const oldest = Math.min(...page.items.map((post: { created_at: string }) => Date.parse(post.created_at)));
    expect(Date.now() - oldest).toBeGreaterThan(14 * day);
  });

  it('fills the activity tabs with posts, comments, reactions, friendships and avatars', async () => {
    const kinds = new Set<string>();
    for (const username of ['ava', 'kenji', 'sofia']) {
      const page = await asAva(`/profiles/${username}/activity?limit=50`);
      expect(page.items.length, username).toBeGreaterThan(0);
      for (const item of page.items) kinds.add(item.kind);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['posted', 'commented', 'reacted', 'befriended', 'avatar', 'profile_picture']));
  });

  it('fills the newsfeed with pictures from the upload pipeline, and a newcomer’s first one', async () => {
    const feed = await asAva('/social/feed?limit=50');
    const others = feed.items.filter((post: { author: { user_id: string } }) => post.author.user_id !== ava.user_id);
    expect(others.length).toBeGreaterThan(10);
    const withImages = feed.items.find((post: { images: unknown[] }) => post.images.length > 0);
    expect(withImages.images[0].placeholder).not.toBe('');
    const newcomer = await signedInMember(t);
    const { body } = await newcomer.call('GET', '/social/social-feed');
    expect(body.output.posts.length).toBeGreaterThanOrEqual(10);
    // The polls: the older ones have ended, the newest are open.
    const polls = (await asAva(`/profiles/noah/posts?limit=50`)).items.filter((post: { poll: unknown }) => post.poll);
    expect(polls.some((post: { poll: { closed: boolean } }) => !post.poll.closed)).toBe(true);
  });

  it('has upcoming events with guests going, maybe going and invited, one with a cover', async () => {
    const upcoming = await asAva('/events/upcoming?limit=20');
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((event: { starts_at: string }) => Date.parse(event.starts_at) > Date.now())).toBe(true);
    expect(upcoming.some((event: { cover_url: string | null }) => event.cover_url !== null)).toBe(true);
    const answers = new Set<string | null>();
    for (const event of upcoming) for (const guest of await asAva(`/events/${event.id}/guests`)) answers.add(guest.answer);
    expect([...answers]).toEqual(expect.arrayContaining(['going', 'maybe', null]));
  });

  it('has friends’ birthdays this week and next', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const birthdays: Array<{ days_until: number }> = await asAva(`/birthdays?from=${today}`);
    expect(birthdays.some((birthday) => birthday.days_until < 7)).toBe(true);
    expect(birthdays.some((birthday) => birthday.days_until >= 7 && birthday.days_until < 14)).toBe(true);
  });

  it('has group conversations with their history', async () => {
    const groups: Array<{ name: string; channel: string }> = await asAva('/groups');
    const avas = demoGroups.filter((group) => group.creator === 'ava' || group.members.includes('ava'));
    expect(groups.map((group) => group.name).sort()).toEqual(avas.map((group) => group.name).sort());
    for (const group of groups) {
      const said = (await historyOf(group.channel)).map((entry) => entry.message.text).filter(Boolean);
      expect(said).toEqual(avas.find((demo) => demo.name === group.name)!.lines.map(([, text]) => text));
    }
  });

  it('has direct conversations with their history', async () => {
    const kenji = await loginAs(t, 'kenji', demoPassword);
    const said = (await historyOf(directChannelOf(ava.user_id, kenji.user_id))).map((entry) => entry.message.text);
    const demo = demoDirectConversations.find(({ between }) => between.includes('ava') && between.includes('kenji'))!;
    expect(said).toEqual(demo.lines.map(([, text]) => text));
  });

  it('keeps favourites', async () => {
    expect((await asAva('/favourites')).items.length).toBeGreaterThan(0);
  });

  it('has told Ava what happened: requests, follows, comments, reactions, invitations', async () => {
    const page = await asAva('/notifications?limit=100');
    const types = new Set(page.items.map((item: { type: string }) => item.type));
    expect([...types]).toEqual(expect.arrayContaining(['friend_request', 'follow', 'comment', 'reaction', 'event_invite']));
  });
});

import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { follows, friendships, members, notifications } from '../db/schema/index.js';
import { demoFollows, demoPendingRequests } from './demoMembers.js';
import { seedDemoNetwork } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo network', () => {
  it('creates at least a dozen members with images, friendships, follows and their notifications, once', async () => {
    expect(await seedDemoNetwork(t.app.database.db, t.app.storage)).toBe(true);
    const [memberCount] = await t.app.database.db.select({ value: count() }).from(members);
    expect(memberCount!.value).toBeGreaterThanOrEqual(12);
    const [friendshipCount] = await t.app.database.db.select({ value: count() }).from(friendships);
    const [followCount] = await t.app.database.db.select({ value: count() }).from(follows);
    expect(friendshipCount!.value).toBeGreaterThan(0);
    expect(followCount!.value).toBeGreaterThan(0);

    const rows = await t.app.database.db.select().from(members);
    for (const member of rows) {
      expect(member.nickname).not.toBe('');
      expect(member.colour).toMatch(/^#[0-9a-f]{6}$/);
      // In the member's own folder, served like every public file.
      expect(member.userImage).toMatch(new RegExp(`^/files/members/${member.id}/profile-[\\w-]+\\.webp$`));
      const image = await fetch(`${t.baseUrl}${member.userImage}`);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
    }
    // The bell tells of the waiting friend requests and the followers.
    const unread = await t.app.database.db.select({ type: notifications.type, readAt: notifications.readAt }).from(notifications);
    expect(unread.filter((row) => row.type === 'friend_request')).toHaveLength(demoPendingRequests.length);
    expect(unread.filter((row) => row.type === 'follow')).toHaveLength(demoFollows.length);
    expect(unread.every((row) => row.readAt === null)).toBe(true);
    expect(await seedDemoNetwork(t.app.database.db, t.app.storage)).toBe(false);
  });
});

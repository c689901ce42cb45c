import { count } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { follows, friendships, members, notifications } from '../db/schema/index.js';
import { FileStore } from '../storage/files.js';
import { demoFollows, demoPendingRequests } from './demoMembers.js';
import { seedDemoNetwork } from './seed.js';

let t: TestApp;
let files: FileStore;
beforeAll(async () => {
  t = await startTestApp();
  files = new FileStore(path.join(tmpdir(), `meshwork-seed-${process.pid}`));
});
afterAll(async () => {
  await t.close();
  await rm(files.root, { recursive: true, force: true });
});

describe('the demo network', () => {
  it('creates at least a dozen members with images, friendships, follows and their notifications, once', async () => {
    expect(await seedDemoNetwork(t.app.database.db, files)).toBe(true);
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
      const file = path.join(files.root, member.userImage!.replace(/^\/files\//, ''));
      expect(existsSync(file)).toBe(true);
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
    // The bell tells of the waiting friend requests and the followers.
    const unread = await t.app.database.db.select({ type: notifications.type, readAt: notifications.readAt }).from(notifications);
    expect(unread.filter((row) => row.type === 'friend_request')).toHaveLength(demoPendingRequests.length);
    expect(unread.filter((row) => row.type === 'follow')).toHaveLength(demoFollows.length);
    expect(unread.every((row) => row.readAt === null)).toBe(true);
    expect(await seedDemoNetwork(t.app.database.db, files)).toBe(false);
  });
});

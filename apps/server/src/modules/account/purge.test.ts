import { directChannelOf, postImageSizes, realtimeUuidOf, userChannelOf } from '@meshwork/contracts';
import { sharedFileKeyOf } from '@meshwork/realtime-server';
import { sdkClient } from '@meshwork/realtime-server/testing';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { createMember, memberById } from '../../../test/factories.js';
import { linkMailsSent } from '../../../test/jobHelpers.js';
import { latestMailTo, loginAs } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { emailTokens, follows, friendships, mailOutbox, members, sessions } from '../../db/schema/index.js';
import { JobQueue } from '../../jobs/queue.js';
import { Mailer } from '../../mail/mailer.js';
import { publicKeyOf } from '../../storage/publicFiles.js';
import { AvatarFbxFiles } from '../avatars/fbxFiles.js';
import { realtimeOf } from '../realtime/testing/realtimeTesting.js';
import { ProfileImages } from '../users/images.js';
import { UsersService } from '../users/service.js';
import { AccountPurge } from './purge.js';

const dayMs = 24 * 60 * 60 * 1000;
const requestedAt = new Date('2026-03-01T23:30:00Z');
const afterRequest = (days: number, extraMs = 0) => new Date(requestedAt.getTime() + days * dayMs + extraMs);

let t: TestApp;
let jobs: JobQueue;
let images: ProfileImages;
let purge: AccountPurge;
beforeAll(async () => {
  t = await startTestApp();
  // A purge of its own on the test database, so each rule runs with a fixed clock.
  jobs = new JobQueue(t.app.database.pool, t.app.log);
  const mailer = new Mailer(
    t.app.database.db,
    { transport: 'outbox', smtpUrl: undefined, from: 'Meshwork <test@meshwork.test>' },
    jobs,
    t.app.log,
  );
  images = new ProfileImages(t.app.database.db, t.app.storage);
  purge = new AccountPurge({
    db: t.app.database.db,
    users: new UsersService(t.app.database.db, images),
    jobs,
    mailer,
    storage: t.app.storage,
    publicUrl: 'http://meshwork.test',
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * A deactivated member with data everywhere: sessions, tokens, friends, follows, mails, files.
 * `whileActive` runs before the deletion request, while the member's session still opens everything.
 */
async function deactivatedMemberWithData(whileActive?: (member: Member, friend: Member) => Promise<void>) {
  const db = t.app.database.db;
  const friend = await createMember(t.app);
  const member = await createMember(t.app);
  await loginAs(t, member.username);
  await t.request('POST', '/api/auth/forgot-password', { body: { email: member.email } });
  await linkMailsSent(t);
  // A demo avatar of older versions, kept outside the member's folder, and a cover in it, beside an older one.
  const userImage = `/files/avatars/demo-${member.username}.webp`;
  await t.app.storage.put(publicKeyOf(userImage)!, Buffer.from('image'));
  const coverImage = await images.store(member.id, 'cover', Buffer.from('image'));
  const olderCover = await images.store(member.id, 'cover', Buffer.from('an older cover'));
  await db.insert(friendships).values({ requesterId: member.id, addresseeId: friend.id, status: 'accepted' });
  await db.insert(follows).values([
    { followerId: member.id, followeeId: friend.id },
    { followerId: friend.id, followeeId: member.id },
  ]);
  await whileActive?.(member, friend);
  await db.update(members).set({ deleteRequestTimestamp: requestedAt, userImage, coverImage }).where(eq(members.id, member.id));
  return { member, friend, userImage, coverImage, olderCover };
}

/** Shares a file in a conversation through the realtime service, as the app does; answers the key of its bytes in the storage. */
async function shareFile(sender: Member, channel: string, content: string): Promise<string> {
  const { token } = await loginAs(t, sender.username);
  const sdk = sdkClient(realtimeOf(t), { uuid: realtimeUuidOf(sender.id), authKey: token }).client;
  const { id } = await sdk.sendFile({ channel, file: { data: Buffer.from(content), name: 'photo.txt', mimeType: 'text/plain' } });
  const { rows } = await t.app.database.pool.query<{ storage_key: string }>('SELECT storage_key FROM realtime_files WHERE id = $1', [id]);
  return sharedFileKeyOf(rows[0]!.storage_key);
}

const storedText = async (key: string) => {
  const file = await t.app.storage.get(key);
  return file && Buffer.concat(await file.body.toArray()).toString();
};

const rowsOf = async (memberId: string, email: string) => {
  const db = t.app.database.db;
  return {
    sessions: (await db.select().from(sessions).where(eq(sessions.memberId, memberId))).length,
    tokens: (await db.select().from(emailTokens).where(eq(emailTokens.memberId, memberId))).length,
    friendships: (await db.select().from(friendships).where(eq(friendships.requesterId, memberId))).length,
    follows:
      (await db.select().from(follows).where(eq(follows.followerId, memberId))).length +
      (await db.select().from(follows).where(eq(follows.followeeId, memberId))).length,
    mails: (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()))).length,
  };
};

describe('the purge of a deactivated account', () => {
  it('does nothing a millisecond before the 30 days are over', async () => {
    const { member } = await deactivatedMemberWithData();
    expect(await purge.purge(member.id, requestedAt, afterRequest(30, -1))).toBe(false);
    expect(await memberById(t.app, member.id)).toBeDefined();
  });

  it('erases the member and all their data once the 30 days are over', async () => {
    const { member, friend, userImage, coverImage, olderCover } = await deactivatedMemberWithData();
    expect(await rowsOf(member.id, member.email)).toEqual({ sessions: 1, tokens: 1, friendships: 1, follows: 2, mails: 1 });
    expect(await purge.purge(member.id, requestedAt, afterRequest(30))).toBe(true);
    expect(await memberById(t.app, member.id)).toBeUndefined();
    expect(await rowsOf(member.id, member.email)).toEqual({ sessions: 0, tokens: 0, friendships: 0, follows: 0, mails: 0 });
    for (const url of [userImage, coverImage, olderCover]) expect(await t.app.storage.stat(publicKeyOf(url)!)).toBeNull();
    expect(await memberById(t.app, friend.id)).toBeDefined();
  });

  it('erases what the member left in the realtime service, and keeps what others sent', async () => {
    const sharedBytes: Record<'own' | 'friends', string> = { own: '', friends: '' };
    const { member, friend } = await deactivatedMemberWithData(async (member, friend) => {
      sharedBytes.own = await shareFile(member, directChannelOf(member.id, friend.id), 'shared photo');
      sharedBytes.friends = await shareFile(friend, directChannelOf(member.id, friend.id), 'photo back');
    });
    expect(await storedText(sharedBytes.own)).toBe('shared photo');
    const [own, other] = [realtimeUuidOf(member.id), realtimeUuidOf(friend.id)];
    const conversation = directChannelOf(member.id, friend.id);
    const pool = t.app.database.pool;
    await pool.query(
      `INSERT INTO realtime_messages (channel, timetoken, publisher_uuid, message) VALUES ($1, 1, $2, '"hi"'), ($1, 2, $3, '"hello"'), ($4, 3, $3, '"ping"')`,
      [conversation, own, other, userChannelOf(member.id)],
    );
    await pool.query(`INSERT INTO realtime_presence (channel, uuid) VALUES ($1, $2)`, [conversation, own]);
    await pool.query(`INSERT INTO realtime_uuid_metadata (id, updated, etag) VALUES ($1, now(), 'e')`, [own]);
    await pool.query(`INSERT INTO realtime_push_registrations (gateway, device, channel, owner_uuid) VALUES ('gcm', 'phone', $1, $2)`, [
      conversation,
      own,
    ]);

    expect(await purge.purge(member.id, requestedAt, afterRequest(30))).toBe(true);

    const left = async (sql: string, value: string) => (await pool.query(sql, [value])).rowCount;
    expect(
      (
        await pool.query('SELECT publisher_uuid, message_type FROM realtime_messages WHERE channel IN ($1, $2) ORDER BY timetoken', [
          conversation,
          userChannelOf(member.id),
        ])
      ).rows,
    ).toEqual([
      { publisher_uuid: other, message_type: 0 },
      { publisher_uuid: other, message_type: 4 },
    ]);
    expect(await left('SELECT 1 FROM realtime_presence WHERE uuid = $1', own)).toBe(0);
    expect(await left('SELECT 1 FROM realtime_uuid_metadata WHERE id = $1', own)).toBe(0);
    expect(await left('SELECT 1 FROM realtime_push_registrations WHERE owner_uuid = $1', own)).toBe(0);
    expect(await left('SELECT 1 FROM realtime_files WHERE uploader_member_id = $1', member.id)).toBe(0);
    expect(await storedText(sharedBytes.own)).toBeNull();
    expect(await storedText(sharedBytes.friends)).toBe('photo back');
    expect(await left('SELECT 1 FROM realtime_files WHERE uploader_member_id = $1', friend.id)).toBe(1);
  });

  it('is voided by a reactivation or a newer request', async () => {
    const { member } = await deactivatedMemberWithData();
    await t.request('POST', '/api/user/reactivate', { token: (await loginAs(t, member.username)).token, body: { user_id: member.id } });
    expect(await purge.purge(member.id, requestedAt, afterRequest(31))).toBe(false);
    expect(await memberById(t.app, member.id)).toBeDefined();
  });

  it('mails a reminder three days before the end, unless the request is withdrawn', async () => {
    const { member } = await deactivatedMemberWithData();
    expect(await purge.remind(member.id, requestedAt, afterRequest(27))).toBe(true);
    const mail = await latestMailTo(t, member.email);
    expect(mail?.subject).toBe('Your Meshwork account will be deleted soon');
    expect(mail?.text).toContain('will be deleted in 3 days, on Tue, 31 Mar 2026');
    expect(mail?.text).toContain('http://meshwork.test/auth/login');

    const reactivated = await createMember(t.app);
    expect(await purge.remind(reactivated.id, requestedAt, afterRequest(27))).toBe(false);
    expect(await latestMailTo(t, reactivated.email)).toBeUndefined();
  });
});

describe('the purge job', () => {
  it('is kept in the database and run by the next server process when it is due, and erases the files later modules own', async () => {
    const database = await createTestDatabase();
    // Both processes keep their files in one folder, as one server restarted would.
    const files = { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'meshwork-purge-files-')) };
    const first = await startTestApp(files, { database });
    const member = await createMember(first.app);
    const { token } = await loginAs(first, member.username);
    // A post image: the posts module's own layout, which only that module knows how to erase.
    const form = new FormData();
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png');
    const uploaded = await fetch(`${first.baseUrl}/api/post-images?token=${token}`, { method: 'POST', body: form });
    const imageId = ((await uploaded.json()) as { output: { id: string } }).output.id;
    const imageKeys = postImageSizes.map((size) => `post-images/${imageId}/${size}.webp`);
    for (const key of imageKeys) expect(await first.app.storage.stat(key)).not.toBeNull();
    // An avatar's FBX, kept out of the public folder by the avatars module.
    const fbxKey = `${AvatarFbxFiles.folderOf(member.id)}${crypto.randomUUID()}.fbx`;
    await first.app.storage.put(fbxKey, Buffer.from('Kaydara FBX Binary'));
    expect((await first.request('POST', '/api/user/deactivate', { token, body: { password: 'Str0ng!Pass' } })).status).toBe(200);
    await first.close();

    // While no server runs, 31 days pass: the request and the job move back in time.
    const past = new Date(Date.now() - 31 * dayMs);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('UPDATE members SET delete_request_timestamp = $2 WHERE id = $1', [member.id, past]);
    // graphile-worker's add_job replaces the job of the same key.
    await client.query(`SELECT graphile_worker.add_job('account-purge', $3::json, job_key => $1, run_at => $2)`, [
      `account-purge:${member.id}`,
      new Date(past.getTime() + 30 * dayMs),
      JSON.stringify({ memberId: member.id, requestedAt: past.toISOString() }),
    ]);
    await client.end();

    const second = await startTestApp(files, { database });
    try {
      await expect.poll(() => memberById(second.app, member.id), { timeout: 20_000, interval: 250 }).toBeUndefined();
      for (const key of imageKeys) expect(await second.app.storage.stat(key)).toBeNull();
      expect(await second.app.storage.stat(fbxKey)).toBeNull();
    } finally {
      await second.close();
      await database.drop();
      await rm(files.DATA_DIR, { recursive: true, force: true });
    }
  });
});

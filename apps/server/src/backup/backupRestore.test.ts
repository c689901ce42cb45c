import { directChannelOf } from '@meshwork/contracts';
import { sdkClient } from '@meshwork/realtime-server/testing';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../../test/backupCommands.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { befriend } from '../../test/graphHelpers.js';
import { databaseContents, fileContents } from '../../test/instanceContents.js';
import { fannedOut, jobsSettled } from '../../test/jobHelpers.js';
import { startS3Server, type TestS3Server } from '../../test/s3Server.js';
import { signedInMember, type SignedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import type { StorageConfig } from '../config.js';
import { realtimeOf } from '../modules/realtime/testing/realtimeTesting.js';
import { createFileStorage } from '../storage/createFileStorage.js';
import { fileFolders } from './fileFolders.js';

/** A new instance: an empty database and empty storage, with the environment the commands read. */
interface Instance {
  database: TestDatabase;
  storage: StorageConfig;
  env: Record<string, string>;
  close(): Promise<void>;
}

async function emptyInstance(s3: boolean): Promise<Instance> {
  const database = await createTestDatabase('empty');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meshwork-restored-'));
  const bucket = s3 ? await startS3Server() : undefined;
  return {
    database,
    storage: bucket?.config ?? { kind: 'local', root: dataDir },
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir, ...bucket?.env },
    async close() {
      await bucket?.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function upload(t: TestApp, member: SignedInMember, route: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'picture.png');
  const url = new URL(`/api/${route}`, t.baseUrl);
  url.searchParams.set('token', member.token);
  const response = await fetch(url, { method: 'POST', body: form });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { output: any }).output;
}

/** Members, a friendship, a profile picture, a post with an image, a message and a shared file, made through the product. */
async function populate(t: TestApp): Promise<void> {
  const [ada, bob, cy] = [await signedInMember(t), await signedInMember(t), await signedInMember(t)];
  await befriend(ada, bob);
  await befriend(bob, cy);
  const picture = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  await upload(t, ada, 'user/cover-image?kind=profile', picture);
  const image = await upload(t, bob, 'post-images', picture);
  expect((await bob.call('POST', '/posts', { text: 'A walk by the sea #coast', images: [{ id: image.id }] })).status).toBe(201);
  const realtime = (member: SignedInMember) => sdkClient(realtimeOf(t), { uuid: member.uuid, authKey: member.token }).client;
  const chat = directChannelOf(ada.id, bob.id);
  await realtime(ada).publish({ channel: chat, message: { text: 'See you at the harbour' } });
  await realtime(bob).sendFile({ channel: chat, file: { data: Buffer.from('the timetable'), name: 'ferry.txt', mimeType: 'text/plain' } });
  // Settled before the backup, so that the source changes no more while it is compared with the copy:
  // the jobs done, and the runner stopped, whose hourly tick (the session purge) would write its time.
  await fannedOut(t);
  await jobsSettled(t, 'message-notice');
  await t.app.jobs.stop();
}

describe.each([
  { name: 'the local folder', s3: false },
  { name: 'an S3 bucket', s3: true },
])('a backup of an instance with its files in $name', ({ s3 }) => {
  let bucket: TestS3Server | undefined;
  let source: TestApp;
  let sourceEnv: Record<string, string>;
  let folder: string;
  let archive: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'meshwork-backups-'));
    archive = path.join(folder, 'network.tar.gz');
    bucket = s3 ? await startS3Server() : undefined;
    source = await startTestApp({ MESSAGE_NOTICE_DELAY_SECONDS: '0', ...bucket?.env });
    sourceEnv = { DATABASE_URL: source.database.url, DATA_DIR: source.config.dataDir, ...bucket?.env };
    await populate(source);
  });
  afterAll(async () => {
    await source?.close();
    await bucket?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes one archive and its checksum, and brings back every table row for row and every file byte for byte', async () => {
    const backup = await runBackupCommand('backup', archive, sourceEnv);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    const checksum = (await readFile(`${archive}.sha256`, 'utf8')).split(' ')[0]!;
    expect(backup.stdout).toContain(`SHA-256 ${checksum}`);

    const target = await emptyInstance(s3);
    const targetStorage = createFileStorage(target.storage);
    try {
      const restore = await runBackupCommand('restore', archive, target.env);
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      expect(restore.stdout).toMatch(/^Restored \d+ tables \(\d+ rows\) and 4 files from /);

      const restoredDatabase = await databaseContents(target.database.url);
      expect(restoredDatabase).toEqual(await databaseContents(source.database.url));
      expect(restoredDatabase.tables['public.members']).toHaveLength(3);
      const restoredFiles = await fileContents(targetStorage);
      expect(restoredFiles).toEqual(await fileContents(source.app.storage));
      expect(Object.keys(restoredFiles).map((key) => key.split('/')[0])).toEqual(['files', 'post-images', 'post-images', 'realtime-files']);
      // Every folder the product wrote in DATA_DIR is one a backup copies.
      if (!s3) expect(fileFolders).toEqual(expect.arrayContaining((await readdir(source.config.dataDir)).map((name) => `${name}/`)));
    } finally {
      targetStorage.close();
      await target.close();
    }
  });

  it('refuses an archive with one byte changed before it writes anything', async () => {
    const damaged = path.join(folder, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    await writeFile(damaged, bytes);
    await copyFile(`${archive}.sha256`, `${damaged}.sha256`);
    const target = await emptyInstance(s3);
    const targetStorage = createFileStorage(target.storage);
    try {
      const restore = await runBackupCommand('restore', damaged, target.env);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(new RegExp(`^The archive ${damaged} (is damaged|does not match its checksum)[^\\n]*\\.\\n$`));
      expect((await databaseContents(target.database.url)).tables).toEqual({});
      expect(await fileContents(targetStorage)).toEqual({});
    } finally {
      targetStorage.close();
      await target.close();
    }
  });

  it('refuses to replace an archive that exists', async () => {
    expect(await runBackupCommand('backup', archive, sourceEnv)).toMatchObject({
      code: 1,
      stderr: `${archive} already exists; name a new archive.\n`,
    });
  });

  it('refuses to restore into an instance that has members', async () => {
    const restore = await runBackupCommand('restore', archive, sourceEnv);
    expect(restore).toMatchObject({
      code: 1,
      stderr: 'The database already has members; restore only into a new instance (an empty DATABASE_URL database, or a new DATA_DIR).\n',
    });
  });

  it('refuses to restore into storage that holds files', async () => {
    const target = await emptyInstance(s3);
    const targetStorage = createFileStorage(target.storage);
    try {
      await targetStorage.put('post-images/left/large.webp', Buffer.from('an earlier file'));
      const restore = await runBackupCommand('restore', archive, target.env);
      expect(restore).toMatchObject({
        code: 1,
        stderr:
          'The file storage already holds files (post-images/left/large.webp); restore only into a new instance with empty storage.\n',
      });
      expect((await databaseContents(target.database.url)).tables).toEqual({});
    } finally {
      targetStorage.close();
      await target.close();
    }
  });
});

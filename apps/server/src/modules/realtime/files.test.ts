import { directChannelOf } from '@meshwork/contracts';
import { sdkClient } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeOf } from './testing/realtimeTesting.js';

let t: TestApp;
let ada: SignedInMember;
let bob: SignedInMember;
beforeAll(async () => {
  t = await startTestApp();
  [ada, bob] = [await signedInMember(t), await signedInMember(t)];
});
afterAll(() => t.close());

const sdkOf = (member: SignedInMember) => sdkClient(realtimeOf(t), { uuid: member.uuid, authKey: member.token }).client;

describe('files shared in conversations', () => {
  it('keep their bytes out of the public /files/ route', async () => {
    const chat = directChannelOf(ada.id, bob.id);
    const sent = await sdkOf(ada).sendFile({
      channel: chat,
      file: { data: Buffer.from('private'), name: 'secret.txt', mimeType: 'text/plain' },
    });
    const { rows } = await t.app.database.pool.query<{ storage_key: string }>('select storage_key from realtime_files where id = $1', [
      sent.id,
    ]);
    const storageKey = rows[0]!.storage_key;
    for (const pathname of [`/files/realtime/${storageKey}`, `/files/${storageKey}`, `/files/realtime-files/${storageKey}`]) {
      expect((await fetch(`${t.baseUrl}${pathname}`)).status).toBe(404);
    }
    expect(await (await fetch(sdkOf(bob).getFileUrl({ channel: chat, id: sent.id, name: sent.name }))).text()).toBe('private');
  });

  it("redirect a download with the member's auth to a signed link of the file, which carries no session", async () => {
    const chat = directChannelOf(ada.id, bob.id);
    const sent = await sdkOf(ada).sendFile({
      channel: chat,
      file: { data: Buffer.from('for bob'), name: 'note.txt', mimeType: 'text/plain' },
    });
    const answer = await fetch(sdkOf(bob).getFileUrl({ channel: chat, id: sent.id, name: sent.name }), { redirect: 'manual' });
    expect(answer.status).toBe(307);
    const link = answer.headers.get('location')!;
    expect(link).toMatch(
      new RegExp(`^/v1/files/[\\w-]+/channels/${encodeURIComponent(chat)}/files/${sent.id}/note\\.txt\\?expires=\\d+&signature=`),
    );
    expect(link).not.toContain(bob.token);
    expect(await (await fetch(`${t.baseUrl}${link}`)).text()).toBe('for bob');
  });
});

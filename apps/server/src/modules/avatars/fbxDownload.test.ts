import { defaultAvatarParameters } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { AvatarFbxFiles } from './fbxFiles.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const download = (member: SignedInMember, id: string) => fetch(`${t.baseUrl}/api/avatars/${id}.fbx?token=${member.token}`);
const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe("an avatar's FBX download", () => {
  it('makes the FBX from the GLB on first download, keeps it for its owner, and deletes it with the avatar', async () => {
    const ava = await signedInMember(t);
    const saved = (await ava.call('POST', '/rpm-avatars', { name: 'Île & me', gender: 'agender', parameters: defaultAvatarParameters }))
      .body.output;

    const first = await download(ava, saved.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toBe(
      `attachment; filename="avatar.fbx"; filename*=UTF-8''${encodeURIComponent('Île  me.fbx')}`,
    );
    const fbx = await bytesOf(first);
    expect(fbx.subarray(0, 20).toString('latin1')).toBe('Kaydara FBX Binary  ');
    expect(fbx.readUInt32LE(23)).toBe(7400);

    // Kept for the next download, in no public folder: not beside the public GLB, only through the call.
    const keptKey = `${AvatarFbxFiles.folderOf(ava.id)}${saved.id}.fbx`;
    expect((await t.app.storage.stat(keptKey))?.size).toBe(fbx.byteLength);
    expect((await fetch(`${t.baseUrl}${saved.glb_url.replace(/\.glb$/, '.fbx')}`)).status).toBe(404);
    expect(await bytesOf(await download(ava, saved.id))).toEqual(fbx);
    // The owner is given a signed link, which downloads it without a session.
    const link = saved.fbx_url as string;
    expect(link).toMatch(new RegExp(`^/api/avatars/${saved.id}\\.fbx\\?expires=\\d+&signature=[\\w-]+$`));
    expect(link).not.toContain(ava.token);
    expect(await bytesOf(await fetch(`${t.baseUrl}${link}`))).toEqual(fbx);

    expect((await ava.call('GET', `/avatars/delete/${saved.id}`)).status).toBe(200);
    expect(await t.app.storage.stat(keptKey)).toBeNull();
    expect((await download(ava, saved.id)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}${link}`)).status).toBe(404);
  }, 90_000);

  it("answers another member's avatar, an unknown one and a malformed id without the file", async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const { id, fbx_url } = (await owner.call('POST', '/rpm-avatars', { gender: 'female', parameters: defaultAvatarParameters })).body
      .output;
    // Another member's list links no download, and the owner's link opens no other avatar.
    expect((await other.call('GET', `/rpm-avatars?user_id=${owner.id}`)).body.output).toEqual([
      expect.objectContaining({ id, fbx_url: null }),
    ]);
    const mine = (await other.call('POST', '/rpm-avatars', { gender: 'male', parameters: defaultAvatarParameters })).body.output;
    expect((await fetch(`${t.baseUrl}${fbx_url.replace(id, mine.id)}`)).status).toBe(403);
    const refused = await download(other, id);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: 'avatar_not_found' });
    expect((await download(other, crypto.randomUUID())).status).toBe(404);
    expect((await download(other, 'not-an-id')).status).toBe(422);
    expect((await fetch(`${t.baseUrl}/api/avatars/${id}.fbx`)).status).toBe(401);
  });
});

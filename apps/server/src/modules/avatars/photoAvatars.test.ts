import { apiPaths, avatarsCopy, limits, userChannelOf, type AvatarBuild } from '@meshwork/contracts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { avatarBuilds } from '../../db/schema/avatars.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeKeys } from '../realtime/testing/realtimeTesting.js';

const fixture = (name: string) => readFileSync(new URL(`../../../../../packages/avatar-photo/test/fixtures/${name}`, import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: any;
}

async function upload(member: SignedInMember, photo: Buffer, fields: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  form.append('user_id', fields.user_id ?? member.id);
  form.append('gender', fields.gender ?? 'female');
  form.append('outputFormat', fields.outputFormat ?? 'glb');
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${t.baseUrl}/api${apiPaths.avatarUploadImage}?token=${member.token}`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

/** Follows the build through the status route until it ends. */
async function finished(member: SignedInMember, buildId: string): Promise<AvatarBuild> {
  for (;;) {
    const { body } = await member.call('GET', `/avatars/builds/${buildId}`);
    if (body.output.status === 'done' || body.output.status === 'failed') return body.output;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function builtFrom(member: SignedInMember, photo: Buffer): Promise<AvatarBuild> {
  const started = await upload(member, photo);
  expect(started.status).toBe(202);
  return finished(member, started.body.output.id);
}

describe('photo avatars', () => {
  let ava: SignedInMember;
  let built: AvatarBuild;
  beforeAll(async () => {
    ava = await signedInMember(t);
    built = await builtFrom(ava, fixture('astronaut.jpg'));
  }, 120_000);

  it('builds an avatar from a photo with one face: a GLB, listed among the photo avatars', async () => {
    expect(built).toMatchObject({ status: 'done', progress: 100, error: null, avatar: { kind: 'photo', gender: 'female', vrm_url: null } });
    const glb = await fetch(`${t.baseUrl}${built.avatar!.glb_url}`);
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary');
    expect(
      Buffer.from(await glb.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('glTF');
    const page = await ava.call('GET', '/realistic-avatars?page=1&per_page=5');
    expect(page.body.output).toMatchObject({ total: 1, page: 1, per_page: 5, items: [{ id: built.avatar!.id }] });
    expect((await ava.call('GET', '/avatars/builds')).body.output).toMatchObject([{ id: built.id, status: 'done' }]);
  });

  it("tells the build's progress live on the member's channel, rising to 100", async () => {
    const channel = encodeURIComponent(userChannelOf(ava.id));
    const history = await t.request(
      'GET',
      `/v3/history/sub-key/${realtimeKeys.subscribeKey}/channel/${channel}?uuid=${ava.uuid}&auth=${ava.token}`,
    );
    const steps = (history.body.channels[userChannelOf(ava.id)] as Array<{ message: { kind: string; build: AvatarBuild } }>)
      .map(({ message }) => message)
      .filter((message) => message.kind === 'avatar_build' && message.build.id === built.id)
      .map(({ build }) => build.progress);
    expect(steps.length).toBeGreaterThan(3);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(steps.at(-1)).toBe(100);
  });

  it("refuses another member's photo avatar (select, switch, delete) and their build as 404, and leaves them be", async () => {
    const other = await signedInMember(t);
    const id = built.avatar!.id;
    for (const path of [
      `/realistic-avatars/select?avatar_id=${id}`,
      `/realistic-avatars/switch?avatar_id=${id}`,
      `/avatars/delete/${id}`,
    ]) {
      const answer = await other.call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.message).toBe(avatarsCopy.avatarNotFound);
    }
    expect((await other.call('GET', `/avatars/builds/${built.id}`)).status).toBe(404);
    expect((await ava.call('GET', `/realistic-avatars/select?avatar_id=${id}`)).body.output.id).toBe(id);
  });

  it('refuses a form for another member’s user_id with 403', async () => {
    const other = await signedInMember(t);
    const answer = await upload(other, fixture('astronaut.jpg'), { user_id: ava.id });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'not_your_user_id', message: avatarsCopy.notYourUserId });
  });

  it('refuses a file that is not a picture, and an unknown gender, at once with a clear message', async () => {
    const member = await signedInMember(t);
    const fake = await upload(member, Buffer.from('<?php echo "hello"; ?>'));
    expect(fake.status).toBe(422);
    expect(fake.body).toMatchObject({ error: 'not_an_image', message: avatarsCopy.notAnImage });
    const gender = await upload(member, fixture('astronaut.jpg'), { gender: 'robot' });
    expect(gender.status).toBe(422);
    expect(gender.body.extra.message.gender).toBeDefined();
  });

  it('makes the FBX too when asked, ready to download when the build is done', async () => {
    const member = await signedInMember(t);
    const started = await upload(member, fixture('astronaut.jpg'), { outputFormat: 'fbx' });
    expect(started.status).toBe(202);
    const build = await finished(member, started.body.output.id);
    expect(build.status).toBe('done');
    const fbx = await fetch(`${t.baseUrl}/api/avatars/${build.avatar!.id}.fbx?token=${member.token}`);
    expect(fbx.status).toBe(200);
    expect(
      Buffer.from(await fbx.arrayBuffer())
        .subarray(0, 18)
        .toString(),
    ).toBe('Kaydara FBX Binary');
  }, 60_000);

  it('refuses a photo over the size limit with 413 and says the limit', async () => {
    const member = await signedInMember(t);
    const oversized = Buffer.concat([fixture('astronaut.jpg'), Buffer.alloc(limits.avatarPhotoMaxBytes)]);
    const answer = await upload(member, oversized);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(avatarsCopy.photoTooLarge(10));
  });

  it('fails the build of a photo without a face, and of one with two, each with its clear message', async () => {
    const member = await signedInMember(t);
    expect(await builtFrom(member, fixture('no-face.jpg'))).toMatchObject({
      status: 'failed',
      avatar: null,
      error: { code: 'no_face', message: avatarsCopy.noFace },
    });
    expect(await builtFrom(member, fixture('two-faces.jpg'))).toMatchObject({
      status: 'failed',
      error: { code: 'several_faces', message: avatarsCopy.severalFaces },
    });
    expect((await member.call('GET', '/realistic-avatars')).body.output.total).toBe(0);
  }, 60_000);

  it('builds from the profile picture only when the member has one', async () => {
    const member = await signedInMember(t);
    const form = new FormData();
    form.append('gender', 'non-binary');
    const response = await fetch(`${t.baseUrl}/api${apiPaths.avatarProfileImage}?token=${member.token}`, { method: 'POST', body: form });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'no_profile_photo', message: avatarsCopy.noProfilePhoto });
  });

  it('reports a build that never ended (its server stopped) as failed, not as running for ever', async () => {
    const member = await signedInMember(t);
    const [lost] = await t.app.database.db
      .insert(avatarBuilds)
      .values({ memberId: member.id, outputFormat: 'glb', status: 'building', progress: 35, createdAt: new Date(Date.now() - 11 * 60_000) })
      .returning();
    expect((await member.call('GET', `/avatars/builds/${lost!.id}`)).body.output).toMatchObject({
      status: 'failed',
      error: { code: 'build_failed', message: avatarsCopy.buildFailed },
    });
    await t.app.database.db.delete(avatarBuilds).where(eq(avatarBuilds.id, lost!.id));
  });

  it('deletes a photo avatar with its file', async () => {
    const { avatar } = built;
    expect((await ava.call('GET', `/avatars/delete/${avatar!.id}`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}${avatar!.glb_url}`)).status).toBe(404);
    expect((await ava.call('GET', '/realistic-avatars')).body.output.total).toBe(0);
  });
});

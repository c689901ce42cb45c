import { avatarsCopy, defaultAvatarParameters } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatars } from '../../db/schema/avatars.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const save = (member: SignedInMember, overrides: Record<string, unknown> = {}) =>
  member.call('POST', '/rpm-avatars', { gender: 'non-binary', parameters: defaultAvatarParameters, ...overrides });

describe('the creator avatars', () => {
  it('saves an avatar built on the server, lists it, makes another the default and deletes one', async () => {
    const ava = await signedInMember(t);
    const first = await save(ava, { name: 'Weekend me' });
    expect(first.status).toBe(201);
    expect(first.body.output).toMatchObject({ name: 'Weekend me', gender: 'non-binary', kind: 'creator', is_default: true });
    const glb = await fetch(`${t.baseUrl}${first.body.output.glb_url}`);
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary');
    expect(
      Buffer.from(await glb.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('glTF');
    expect((await fetch(`${t.baseUrl}${first.body.output.vrm_url}`)).status).toBe(200);

    const second = await save(ava, { parameters: { ...defaultAvatarParameters, hairStyle: 'bob' } });
    expect(second.body.output).toMatchObject({ name: avatarsCopy.defaultName, is_default: false });
    const listed = await ava.call('GET', '/rpm-avatars');
    expect(listed.body.output.map((a: { id: string }) => a.id)).toEqual([second.body.output.id, first.body.output.id]);

    const made = await ava.call('POST', '/rpm-avatars/default', { avatar_id: second.body.output.id });
    expect(made.body.output.is_default).toBe(true);
    const defaults = (await ava.call('GET', '/rpm-avatars')).body.output.filter((a: { is_default: boolean }) => a.is_default);
    expect(defaults.map((a: { id: string }) => a.id)).toEqual([second.body.output.id]);

    // Deleting the default hands it to the newest remaining avatar, and the files go with it.
    expect((await ava.call('POST', '/rpm-avatars/delete', { avatar_id: second.body.output.id })).status).toBe(200);
    expect((await fetch(`${t.baseUrl}${second.body.output.glb_url}`)).status).toBe(404);
    const left = (await ava.call('GET', '/rpm-avatars')).body.output;
    expect(left).toMatchObject([{ id: first.body.output.id, is_default: true }]);
    expect((await ava.call('GET', `/avatars/delete/${first.body.output.id}`)).status).toBe(200);
    expect((await ava.call('GET', '/rpm-avatars')).body.output).toEqual([]);
  });

  it("refuses another member's avatar as a 404 for default, delete, switch and select, and leaves it as it was", async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const { id } = (await save(owner)).body.output;
    await save(owner);
    for (const [method, path, body] of [
      ['POST', '/rpm-avatars/default', { avatar_id: id }],
      ['POST', '/rpm-avatars/delete', { avatar_id: id }],
      ['GET', `/avatars/delete/${id}`, undefined],
      ['GET', `/realistic-avatars/switch?avatar_id=${id}`, undefined],
      ['GET', `/realistic-avatars/select?avatar_id=${id}`, undefined],
    ] as const) {
      const answer = await other.call(method, path, body);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error, path).toBe('avatar_not_found');
    }
    const mine = (await owner.call('GET', '/rpm-avatars')).body.output;
    expect(mine).toHaveLength(2);
    expect(mine.find((a: { id: string }) => a.id === id).is_default).toBe(true);
    // Another member sees the avatars (for the profile's viewer) but cannot change them.
    expect((await other.call('GET', `/rpm-avatars?user_id=${owner.id}`)).body.output).toHaveLength(2);
  });

  it('hides the avatars of a member who blocks the viewer', async () => {
    const owner = await signedInMember(t);
    const blocked = await signedInMember(t);
    await save(owner);
    expect((await owner.call('POST', `/blocks/${blocked.id}`)).status).toBeLessThan(300);
    expect((await blocked.call('GET', `/rpm-avatars?user_id=${owner.id}`)).status).toBe(404);
  });

  it('refuses parameters that are not the creator’s, a NUL byte, an unknown gender and a bad id, without a 500', async () => {
    const ava = await signedInMember(t);
    const bad = [
      { gender: 'male', parameters: { ...defaultAvatarParameters, hairStyle: 'mohawk' } },
      { gender: 'male', parameters: { ...defaultAvatarParameters, skinTone: 'red' } },
      { gender: 'male', parameters: { ...defaultAvatarParameters, model: 'https://example.com/evil.glb' } },
      { gender: 'robot', parameters: defaultAvatarParameters },
      { gender: 'male', name: 'a\u0000b', parameters: defaultAvatarParameters },
      { gender: 'male', name: 'x'.repeat(61), parameters: defaultAvatarParameters },
    ];
    for (const body of bad) expect((await ava.call('POST', '/rpm-avatars', body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    expect((await ava.call('POST', '/rpm-avatars/default', { avatar_id: 'not-a-uuid' })).status).toBe(422);
    expect((await ava.call('GET', '/avatars/delete/not-a-uuid')).status).toBe(422);
    expect((await ava.call('GET', '/realistic-avatars?per_page=0')).status).toBe(422);
    expect((await ava.call('GET', '/rpm-avatars')).body.output).toEqual([]);
  });

  it(`keeps at most ${serverLimits.avatarsPerMember} avatars per member`, async () => {
    const ava = await signedInMember(t);
    const rows = Array.from({ length: serverLimits.avatarsPerMember }, (_, i) => ({
      memberId: ava.id,
      kind: 'creator' as const,
      name: `Avatar ${i}`,
      gender: 'female' as const,
      glbKey: `files/members/${ava.id}/avatars/${i}.glb`,
      vrmKey: `files/members/${ava.id}/avatars/${i}.vrm`,
    }));
    await t.app.database.db.insert(avatars).values(rows);
    const refused = await save(ava);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('avatar_limit');
  });

  it("tells the member's friends, and only them, when the member's avatar changes", async () => {
    const ava = await signedInMember(t);
    const friend = await signedInMember(t);
    const stranger = await signedInMember(t);
    await befriend(ava, friend);
    const avatarNews = async (member: SignedInMember) =>
      (await member.call('GET', '/notifications')).body.output.items.filter((n: { type: string }) => n.type === 'avatar_change');
    await save(ava);
    expect(await avatarNews(friend)).toMatchObject([{ actor: { user_id: ava.id } }]);
    const second = (await save(ava)).body.output;
    await friend.call('POST', '/notifications/read-all');
    await ava.call('POST', '/rpm-avatars/default', { avatar_id: second.id });
    // The news of the new default comes on top of the one already read.
    expect(await avatarNews(friend)).toMatchObject([
      { actor: { user_id: ava.id }, read: false },
      { actor: { user_id: ava.id }, read: true },
    ]);
    expect(await avatarNews(stranger)).toEqual([]);
  });

  it('pages the photo avatars (none yet from the creator)', async () => {
    const ava = await signedInMember(t);
    await save(ava);
    const page = await ava.call('GET', '/realistic-avatars?page=1&per_page=5');
    expect(page.body.output).toEqual({ items: [], page: 1, per_page: 5, total: 0 });
  });
});

describe('making an avatar the default', () => {
  it('leaves exactly one default, without a 500, when many calls for one member come at once', async () => {
    const ava = await signedInMember(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await save(ava)).body.output.id);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => ava.call('POST', '/rpm-avatars/default', { avatar_id: ids[i % ids.length] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const defaults = (await ava.call('GET', '/rpm-avatars')).body.output.filter((a: { is_default: boolean }) => a.is_default);
    expect(defaults).toHaveLength(1);
  });

  it('leaves exactly one default, without a 500, when the default is deleted while others are made the default', async () => {
    const ava = await signedInMember(t);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await save(ava)).body.output.id);
    const [first, ...others] = ids;
    const answers = await Promise.all([
      ava.call('POST', '/rpm-avatars/delete', { avatar_id: first }),
      ...others.flatMap((id) => [0, 1].map(() => ava.call('POST', '/rpm-avatars/default', { avatar_id: id }))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const listed = (await ava.call('GET', '/rpm-avatars')).body.output as { id: string; is_default: boolean }[];
    expect(listed.map((a) => a.id).sort()).toEqual([...others].sort());
    expect(listed.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('makes exactly one of simultaneous first saves the default', async () => {
    const ava = await signedInMember(t);
    const answers = await Promise.all([save(ava), save(ava), save(ava)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const defaults = (await ava.call('GET', '/rpm-avatars')).body.output.filter((a: { is_default: boolean }) => a.is_default);
    expect(defaults).toHaveLength(1);
  });
});

import { authCopy } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberById } from '../../../test/factories.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const update = (id: string, token: string, body: object) => t.request('POST', `/api/user/update/${id}`, { token, body });

describe('profile update', () => {
  it('changes the fields sent and answers the account details', async () => {
    const { member, token } = await signedInMember(t);
    const changes = {
      fullname: 'Nova Quinn',
      nickname: 'Nova',
      username: `nova_${member.id.slice(0, 6)}`,
      bio: 'Builds rooms in XR.',
      colour: '#10b981',
      birthday: '1994-05-17',
      location: 'Lisbon',
      categories: ['gaming', '3d-artist', 'studio', 'gaming'],
    };
    const { status, body } = await update(member.id, token, changes);
    expect(status).toBe(200);
    expect(body.output).toMatchObject({ ...changes, categories: ['gaming', '3d-artist', 'studio'] });
    expect((await update(member.id, token, { bio: 'Only the bio.' })).body.output).toMatchObject({
      bio: 'Only the bio.',
      location: 'Lisbon',
      nickname: 'Nova',
    });
  });

  it("refuses another member's id with 403 and changes nothing", async () => {
    const { token } = await signedInMember(t);
    const other = await createMember(t.app);
    const { status } = await update(other.id, token, { fullname: 'Taken Over' });
    expect(status).toBe(403);
    expect((await memberById(t.app, other.id))!.fullname).toBe(other.fullname);
  });

  it('refuses a username another member holds', async () => {
    const { member, token } = await signedInMember(t);
    const other = await createMember(t.app);
    const { status, body } = await update(member.id, token, { username: other.username.toUpperCase() });
    expect(status).toBe(409);
    expect(body.extra.message.username).toEqual([authCopy.usernameTaken]);
  });

  it('refuses a reserved username in any case and keeps the old one', async () => {
    const { member, token } = await signedInMember(t);
    const { status, body } = await update(member.id, token, { username: 'Settings' });
    expect(status).toBe(422);
    expect(body.extra.message.username).toEqual([authCopy.usernameReserved]);
    expect((await memberById(t.app, member.id))!.username).toBe(member.username);
  });

  it.each([
    ['an unknown category', { categories: ['astrology'] }, 'categories.0'],
    ['a colour that is not #rrggbb', { colour: 'red' }, 'colour'],
    ['a birthday in the future', { birthday: '2999-01-01' }, 'birthday'],
    ['an empty full name', { fullname: '  ' }, 'fullname'],
    ['a bio over 500 characters', { bio: 'x'.repeat(501) }, 'bio'],
  ])('refuses %s with 422', async (_, body, field) => {
    const { member, token } = await signedInMember(t);
    const answer = await update(member.id, token, body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.extra.message)).toEqual([field]);
  });
});

describe('categories', () => {
  it.each(['personal', 'professional', 'business'])('lists the %s categories', async (kind) => {
    const { token } = await signedInMember(t);
    const { status, body } = await t.request('GET', `/api/user/${kind}/categories`, { token });
    expect(status).toBe(200);
    expect(body.output.length).toBeGreaterThan(3);
    expect(body.output[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  it('answers an unknown kind with 422', async () => {
    const { token } = await signedInMember(t);
    expect((await t.request('GET', '/api/user/secret/categories', { token })).status).toBe(422);
  });
});

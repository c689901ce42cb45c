import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAnImage, pngBomb, storedFilesUnder } from '../../../test/badImages.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** A group of a new member and two friends of theirs, the member its admin. */
async function newGroup(): Promise<{ admin: SignedInMember; groupId: string }> {
  const [admin, bea, cal] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
  await befriend(admin, bea);
  await befriend(admin, cal);
  const answer = await admin.call('POST', '/groups', { name: 'Climbing', member_ids: [bea.id, cal.id] });
  expect(answer.status).toBe(201);
  return { admin, groupId: answer.body.output.id };
}

async function uploadImage(as: SignedInMember, groupId: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'group.png');
  const response = await fetch(`${t.baseUrl}/api/groups/${groupId}/image?token=${as.token}`, { method: 'PUT', body: form });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

const imageKeyOf = async (groupId: string) =>
  (await t.app.database.pool.query<{ image_key: string | null }>('SELECT image_key FROM chat_groups WHERE id = $1', [groupId])).rows[0]
    ?.image_key;

describe('a group image upload', () => {
  it.each([
    ['a small PNG that unpacks into a huge picture', pngBomb()],
    ['a file that is not an image', notAnImage],
  ])('refuses %s with 422 and stores nothing', async (_what, bytes) => {
    const { admin, groupId } = await newGroup();
    const refused = await uploadImage(admin, groupId, bytes);
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 422, error: 'invalid_image' });
    expect(await imageKeyOf(groupId)).toBeNull();
    expect(await storedFilesUnder(t, `group-images/${groupId}`)).toEqual([]);
    expect((await admin.call('GET', `/groups/${groupId}/image`)).status).toBe(404);
  });
});

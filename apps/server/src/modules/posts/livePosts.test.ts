import { isLivePostChange, userChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeKeys } from '../realtime/testing/realtimeTesting.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const write = async (author: SignedInMember, visibility: string) =>
  (await author.call('POST', '/posts', { text: 'news', visibility })).body.output.id as string;
const watch = async (viewer: SignedInMember, postId: string) => (await viewer.call('PUT', `/posts/${postId}/watch`)).status;

/** The post changes a member's user channel carried, read from its history as the member. */
async function changesHeardBy(viewer: SignedInMember) {
  const channel = encodeURIComponent(userChannelOf(viewer.id));
  const { body } = await t.request(
    'GET',
    `/v2/history/sub-key/${realtimeKeys.subscribeKey}/channel/${channel}?uuid=${viewer.uuid}&auth=${viewer.token}`,
  );
  return (body as [Array<{ message: unknown }>])[0].map((item) => item.message).filter(isLivePostChange);
}

/** Comments, reacts and edits the post, as its author. */
async function changeAll(author: SignedInMember, postId: string) {
  expect((await author.call('POST', `/posts/${postId}/comments`, { text: 'first' })).status).toBe(201);
  expect((await author.call('PUT', `/posts/${postId}/reaction`, { kind: 'love' })).status).toBe(200);
  expect((await author.call('PATCH', `/posts/${postId}`, { text: 'news, edited' })).status).toBe(200);
}

describe('live post changes', () => {
  it('tells a member who has the post open of its new comments, reactions and edits, by id only', async () => {
    const [author, friend] = await Promise.all([member(), member()]);
    await befriend(author, friend);
    const postId = await write(author, 'friends');
    expect(await watch(friend, postId)).toBe(200);
    await changeAll(author, postId);
    expect(await changesHeardBy(friend)).toEqual([
      { kind: 'post_changed', id: postId, change: 'comments' },
      { kind: 'post_changed', id: postId, change: 'reactions' },
      { kind: 'post_changed', id: postId, change: 'post' },
    ]);
  });

  it("limits how many watches one member sends, never another member's", async () => {
    const [author, busy, other] = await Promise.all([member(), member(), member()]);
    const postId = await write(author, 'public');
    for (let sent = 0; sent < serverLimits.postWatchesPerMinute; sent++) expect(await watch(busy, postId)).toBe(200);
    expect(await watch(busy, postId)).toBe(429);
    expect(await watch(other, postId)).toBe(200);
  });

  it('refuses to watch a post the member may not see, and tells them nothing of it', async () => {
    const [author, stranger] = await Promise.all([member(), member()]);
    const postId = await write(author, 'friends');
    expect(await watch(stranger, postId)).toBe(404);
    await changeAll(author, postId);
    expect(await changesHeardBy(stranger)).toEqual([]);
  });

  it('tells nothing more to a watcher once the post is narrowed away from them or a block stands', async () => {
    const [author, stranger, blocker] = await Promise.all([member(), member(), member()]);
    const postId = await write(author, 'public');
    expect(await watch(stranger, postId)).toBe(200);
    expect(await watch(blocker, postId)).toBe(200);
    expect((await blocker.call('POST', `/blocks/${author.id}`)).status).toBe(200);
    expect((await author.call('PATCH', `/posts/${postId}`, { visibility: 'friends' })).status).toBe(200);
    await changeAll(author, postId);
    expect(await changesHeardBy(stranger)).toEqual([]);
    expect(await changesHeardBy(blocker)).toEqual([]);
  });
});

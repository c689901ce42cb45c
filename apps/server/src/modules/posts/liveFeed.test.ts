import { userChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { LiveFeed } from './liveFeed.js';

let t: TestApp;
let live: LiveFeed;
const published: Array<{ channel: string; message: unknown }> = [];
beforeAll(async () => {
  t = await startTestApp();
  live = new LiveFeed(t.app.database.db, { publish: async (channel, message) => void published.push({ channel, message }) });
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const write = async (author: SignedInMember, visibility: string) =>
  (await author.call('POST', '/posts', { text: 'news', visibility })).body.output.id as string;

/** An author with a friend, a follower who is not a friend, and a stranger. */
async function audience() {
  const [author, friend, follower, stranger] = await Promise.all([member(), member(), member(), member()]);
  await befriend(author, friend);
  await follower.call('POST', `/follows/${author.id}`);
  return { author, friend, follower, stranger };
}

describe('the live feed', () => {
  it('reaches friends and followers of a public post, and only friends of a friends-only post', async () => {
    const { author, friend, follower } = await audience();
    expect((await live.audienceOf(await write(author, 'public'))).sort()).toEqual([friend.id, follower.id].sort());
    expect(await live.audienceOf(await write(author, 'friends'))).toEqual([friend.id]);
  });

  it('reaches nobody for an only-me post and never a member across a block', async () => {
    const { author, friend, follower } = await audience();
    expect(await live.audienceOf(await write(author, 'only_me'))).toEqual([]);
    await follower.call('POST', `/blocks/${author.id}`);
    expect(await live.audienceOf(await write(author, 'public'))).toEqual([friend.id]);
  });

  it('reaches a friend of the sharer with the share, and publishes only ids on the user channels', async () => {
    const { author, friend, stranger } = await audience();
    const original = await write(stranger, 'public');
    const share = (await author.call('POST', '/posts', { text: '', shared_post_id: original, visibility: 'friends' })).body.output.id;
    published.length = 0;
    await live.announce(share);
    expect(published).toEqual([{ channel: userChannelOf(friend.id), message: { kind: 'feed_post', id: share } }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { fannedOut } from '../../../test/jobHelpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('shares', () => {
  it("carries a quote and the original into the sharer's followers' feeds", async () => {
    const [author, sharer, reader] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await reader.call('POST', `/follows/${sharer.id}`);
    const original = (await author.call('POST', '/posts', { text: 'worth passing on', visibility: 'public' })).body.output;
    const share = await sharer.call('POST', '/posts', { text: 'Read this', visibility: 'public', shared_post_id: original.id });
    expect(share.status).toBe(201);
    await fannedOut(t);
    const [item] = (await reader.call('GET', '/social/feed')).body.output.items;
    expect(item).toMatchObject({
      id: share.body.output.id,
      text: 'Read this',
      is_share: true,
      shared_post: { id: original.id, text: 'worth passing on' },
    });
    // Sharing a share passes on the original; a share needs no quote.
    const again = await reader.call('POST', '/posts', { shared_post_id: share.body.output.id });
    expect(again.body.output).toMatchObject({ text: '', shared_post: { id: original.id } });
  });

  it("respects the original's visibility: no share of what the member cannot see, and a share never shows it to others", async () => {
    const [author, friend, stranger] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await befriend(author, friend);
    const friendsOnly = (await author.call('POST', '/posts', { text: 'for friends', visibility: 'friends' })).body.output;
    expect((await stranger.call('POST', '/posts', { text: 'look', shared_post_id: friendsOnly.id })).status).toBe(404);
    const share = (await friend.call('POST', '/posts', { text: 'see this', visibility: 'public', shared_post_id: friendsOnly.id })).body
      .output;
    const seen = (await stranger.call('GET', `/posts/${share.id}`)).body.output;
    expect(seen).toMatchObject({ text: 'see this', is_share: true, shared_post: null });
    expect((await friend.call('GET', `/posts/${share.id}`)).body.output.shared_post.text).toBe('for friends');
    expect((await friend.call('POST', '/posts', { shared_post_id: 'nope' })).status).toBe(422);
  });
});

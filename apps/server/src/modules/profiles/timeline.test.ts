import { profilesCopy } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { profileOf, timelineTexts, writePost as write } from '../../../test/profileHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = (overrides: Parameters<typeof signedInMember>[1] = {}) => signedInMember(t, overrides);

describe('the timeline', () => {
  it('shows the owner, a friend and a stranger what each may see, newest first', async () => {
    const [owner, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(owner, friend);
    await write(owner, 'public one', 'public');
    await write(owner, 'friends one', 'friends');
    await write(owner, 'only me', 'only_me');
    expect(await timelineTexts(owner, owner)).toEqual(['only me', 'friends one', 'public one']);
    expect(await timelineTexts(friend, owner)).toEqual(['friends one', 'public one']);
    expect(await timelineTexts(stranger, owner)).toEqual(['public one']);
    expect((await profileOf(stranger, owner)).body.output.counts.posts).toBe(1);
  });

  it('pages with a cursor and refuses a forged cursor with 422', async () => {
    const owner = await member();
    for (const text of ['1', '2', '3']) await write(owner, text, 'public');
    const first = await owner.call('GET', `/profiles/${owner.member.username}/posts?limit=2`);
    expect(first.body.output.items.map((post: { text: string }) => post.text)).toEqual(['3', '2']);
    expect(await timelineTexts(owner, owner, `?limit=2&cursor=${first.body.output.next_cursor}`)).toEqual(['1']);
    expect((await owner.call('GET', `/profiles/${owner.member.username}/posts?cursor=forged`)).status).toBe(422);
  });

  it('shows shares by the member', async () => {
    const [owner, other] = await Promise.all([member(), member()]);
    const original = await write(other, 'original', 'public');
    await write(owner, 'my quote', 'public', { shared_post_id: original.id });
    expect(await timelineTexts(other, owner)).toEqual(['my quote']);
  });
});

describe('pinning', () => {
  it('pins one post at a time, and the owner alone may pin or unpin', async () => {
    const [owner, friend] = await Promise.all([member(), member()]);
    await befriend(owner, friend);
    const first = await write(owner, 'first', 'public');
    const second = await write(owner, 'second', 'public');
    expect((await owner.call('POST', `/posts/${first.id}/pin`)).body).toMatchObject({
      output: { pinned: true },
      message: profilesCopy.pinned,
    });
    await owner.call('POST', `/posts/${second.id}/pin`);
    expect((await owner.call('GET', `/posts/${first.id}`)).body.output.pinned).toBe(false);
    expect((await profileOf(friend, owner)).body.output.pinned_post_id).toBe(second.id);
    const refused = await friend.call('POST', `/posts/${second.id}/pin`);
    expect(refused).toMatchObject({ status: 403, body: { error: 'not_your_post', message: profilesCopy.pinOwnPost } });
    expect((await friend.call('DELETE', `/posts/${second.id}/pin`)).status).toBe(403);
    expect((await owner.call('DELETE', `/posts/${second.id}/pin`)).body.output.pinned).toBe(false);
    expect((await profileOf(friend, owner)).body.output.pinned_post_id).toBeNull();
  });

  it('answers 404 for a post the member may not see, and hides a pinned post the viewer may not see', async () => {
    const [owner, stranger] = await Promise.all([member(), member()]);
    const hidden = await write(owner, 'friends only', 'friends');
    expect((await stranger.call('POST', `/posts/${hidden.id}/pin`)).status).toBe(404);
    await owner.call('POST', `/posts/${hidden.id}/pin`);
    expect((await profileOf(stranger, owner)).body.output.pinned_post_id).toBeNull();
    expect((await profileOf(owner, owner)).body.output.pinned_post_id).toBe(hidden.id);
  });

  it('simultaneous pins of different posts all answer 200 and leave exactly one pinned', async () => {
    const owner = await member();
    const posts = [];
    for (const text of ['a', 'b', 'c', 'd']) posts.push(await write(owner, text, 'public'));
    const answers = await Promise.all(posts.map((post) => owner.call('POST', `/posts/${post.id}/pin`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const { body } = await owner.call('GET', `/profiles/${owner.member.username}/posts`);
    expect(body.output.items.filter((post: { pinned: boolean }) => post.pinned)).toHaveLength(1);
  });

  it('a deleted pinned post is pinned no more', async () => {
    const owner = await member();
    const post = await write(owner, 'soon gone', 'public');
    await owner.call('POST', `/posts/${post.id}/pin`);
    await owner.call('DELETE', `/posts/${post.id}`);
    expect((await profileOf(owner, owner)).body.output.pinned_post_id).toBeNull();
  });
});

describe('writing on a friend’s timeline', () => {
  it('shows the post on the friend’s timeline as "author ▸ owner", not on the author’s own, per its visibility', async () => {
    const [author, owner, ownersFriend, stranger] = await Promise.all([member(), member(), member(), member()]);
    await befriend(author, owner);
    await befriend(owner, ownersFriend);
    const post = await write(author, 'happy birthday', 'friends', { timeline_owner_id: owner.id });
    expect(post.timeline_owner?.user_id).toBe(owner.id);
    expect(await timelineTexts(owner, owner)).toEqual(['happy birthday']);
    expect(await timelineTexts(author, author)).toEqual([]);
    // Friends-only means the author's friends: the owner's other friend and a stranger do not see it.
    expect(await timelineTexts(ownersFriend, owner)).toEqual([]);
    expect(await timelineTexts(stranger, owner)).toEqual([]);
  });

  it('refuses a non-friend’s timeline with 403 and a malformed id with 422', async () => {
    const [author, stranger] = await Promise.all([member(), member()]);
    const refused = await author.call('POST', '/posts', { text: 'hi', timeline_owner_id: stranger.id });
    expect(refused).toMatchObject({ status: 403, body: { error: 'not_friends', message: profilesCopy.notYourTimeline } });
    expect((await author.call('POST', '/posts', { text: 'hi', timeline_owner_id: 'nope' })).status).toBe(422);
    expect(await timelineTexts(stranger, stranger)).toEqual([]);
  });

  it('lets the timeline’s owner delete it, but not edit it', async () => {
    const [author, owner] = await Promise.all([member(), member()]);
    await befriend(author, owner);
    const post = await write(author, 'on your wall', 'public', { timeline_owner_id: owner.id });
    expect((await owner.call('PATCH', `/posts/${post.id}`, { text: 'changed' })).status).toBe(403);
    expect((await owner.call('POST', `/posts/${post.id}/pin`)).status).toBe(403);
    expect((await owner.call('DELETE', `/posts/${post.id}`)).status).toBe(200);
    expect((await author.call('GET', `/posts/${post.id}`)).status).toBe(404);
  });

  it('hides it from members the owner blocks', async () => {
    const [author, owner, blocked] = await Promise.all([member(), member(), member()]);
    await befriend(author, owner);
    const post = await write(author, 'public on a wall', 'public', { timeline_owner_id: owner.id });
    await owner.call('POST', `/blocks/${blocked.id}`);
    expect((await blocked.call('GET', `/posts/${post.id}`)).status).toBe(404);
  });
});

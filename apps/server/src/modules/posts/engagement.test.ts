import { postAnswersCopy } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { fannedOut } from '../../../test/jobHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const member = () => signedInMember(t);

async function postBy(author: SignedInMember, visibility = 'friends') {
  return (await author.call('POST', '/posts', { text: 'something to talk about', visibility })).body.output.id as string;
}

/** An author, a friend who sees the friends-only post, and a stranger who does not. */
async function circle() {
  const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
  await befriend(author, friend);
  return { author, friend, stranger, postId: await postBy(author) };
}

describe('reactions', () => {
  it('one per member, changeable, counted by kind, with who reacted', async () => {
    const { author, friend, postId } = await circle();
    expect((await friend.call('PUT', `/posts/${postId}/reaction`, { kind: 'love' })).body.output).toMatchObject({
      counts: { love: 1, like: 0 },
      total: 1,
      mine: 'love',
    });
    await author.call('PUT', `/posts/${postId}/reaction`, { kind: 'haha' });
    const changed = await friend.call('PUT', `/posts/${postId}/reaction`, { kind: 'wow' });
    expect(changed.body.output).toMatchObject({ counts: { love: 0, wow: 1, haha: 1 }, total: 2, mine: 'wow' });
    const post = await author.call('GET', `/posts/${postId}`);
    expect(post.body.output.reactions).toMatchObject({ total: 2, mine: 'haha' });
    const who = await author.call('GET', `/posts/${postId}/reactions?kind=wow`);
    expect(who.body.output.items).toEqual([{ member: expect.objectContaining({ user_id: friend.id }), kind: 'wow' }]);
    expect((await friend.call('DELETE', `/posts/${postId}/reaction`)).body.output).toMatchObject({ total: 1, mine: null });
  });

  it('refuses an unknown kind with 422 and a post the member cannot see with 404', async () => {
    const { friend, stranger, postId } = await circle();
    const unknown = await friend.call('PUT', `/posts/${postId}/reaction`, { kind: 'meh' });
    expect(unknown).toMatchObject({ status: 422, body: { extra: { message: { kind: [postAnswersCopy.unknownReaction] } } } });
    expect((await stranger.call('PUT', `/posts/${postId}/reaction`, { kind: 'like' })).status).toBe(404);
    expect((await stranger.call('GET', `/posts/${postId}/reactions`)).status).toBe(404);
  });

  it("tells the post's author", async () => {
    const { author, friend, postId } = await circle();
    await friend.call('PUT', `/posts/${postId}/reaction`, { kind: 'like' });
    const { body } = await author.call('GET', '/notifications');
    expect(body.output.items[0]).toMatchObject({ type: 'reaction', actor: { user_id: friend.id } });
  });
});

describe('comments', () => {
  it('comments and one level of replies, oldest first, counted on the post', async () => {
    const { author, friend, postId } = await circle();
    const first = (await friend.call('POST', `/posts/${postId}/comments`, { text: 'First!' })).body.output;
    const reply = (await author.call('POST', `/posts/${postId}/comments`, { text: 'Thanks', parent_id: first.id })).body.output;
    const deeper = (await friend.call('POST', `/posts/${postId}/comments`, { text: 'You are welcome', parent_id: reply.id })).body.output;
    expect(reply.parent_id).toBe(first.id);
    // A reply to a reply joins the same thread.
    expect(deeper.parent_id).toBe(first.id);
    const top = await author.call('GET', `/posts/${postId}/comments`);
    expect(top.body.output.items).toEqual([expect.objectContaining({ id: first.id, text: 'First!', replies_count: 2 })]);
    const replies = await author.call('GET', `/posts/${postId}/comments?parent_id=${first.id}`);
    expect(replies.body.output.items.map((comment: { text: string }) => comment.text)).toEqual(['Thanks', 'You are welcome']);
    expect((await author.call('GET', `/posts/${postId}`)).body.output.comments_count).toBe(3);
    const { body } = await author.call('GET', '/notifications');
    expect(body.output.items[0]).toMatchObject({ type: 'comment', actor: { user_id: friend.id } });
  });

  it('refuses an empty or over-long comment, a parent on another post, and a stranger', async () => {
    const { author, friend, stranger, postId } = await circle();
    expect((await friend.call('POST', `/posts/${postId}/comments`, { text: '  ' })).body.extra.message.text).toEqual([
      postAnswersCopy.commentRequired,
    ]);
    expect((await friend.call('POST', `/posts/${postId}/comments`, { text: 'x'.repeat(2001) })).body.extra.message.text).toEqual([
      postAnswersCopy.commentTooLong,
    ]);
    const elsewhere = await postBy(author);
    const other = (await author.call('POST', `/posts/${elsewhere}/comments`, { text: 'over here' })).body.output;
    const misplaced = await friend.call('POST', `/posts/${postId}/comments`, { text: 'hm', parent_id: other.id });
    expect(misplaced.body.extra.message.parent_id).toEqual([postAnswersCopy.parentNotFound]);
    expect((await stranger.call('POST', `/posts/${postId}/comments`, { text: 'let me in' })).status).toBe(404);
    expect((await stranger.call('GET', `/posts/${postId}/comments`)).status).toBe(404);
  });

  it("edits by its author only; deletes by its author or the post's author", async () => {
    const { author, friend, postId } = await circle();
    const other = await member();
    await befriend(author, other);
    const comment = (await friend.call('POST', `/posts/${postId}/comments`, { text: 'typo heer' })).body.output;
    expect((await author.call('PATCH', `/comments/${comment.id}`, { text: 'not yours' })).status).toBe(403);
    const edited = await friend.call('PATCH', `/comments/${comment.id}`, { text: 'typo here' });
    expect(edited.body.output).toMatchObject({ text: 'typo here', edited_at: expect.any(String) });
    expect((await other.call('DELETE', `/comments/${comment.id}`)).status).toBe(403);
    expect((await author.call('DELETE', `/comments/${comment.id}`)).status).toBe(200);
    expect((await friend.call('PATCH', `/comments/${comment.id}`, { text: 'gone' })).status).toBe(404);
  });

  it('says with each comment whether the viewer may edit or delete it, as the rules above', async () => {
    const { author, friend, postId } = await circle();
    const other = await member();
    await befriend(author, other);
    const comment = (await friend.call('POST', `/posts/${postId}/comments`, { text: 'who may touch this?' })).body.output;
    expect(comment).toMatchObject({ can_edit: true, can_delete: true });
    const permissions = async (viewer: SignedInMember) => {
      const [{ can_edit, can_delete }] = (await viewer.call('GET', `/posts/${postId}/comments`)).body.output.items;
      return { can_edit, can_delete };
    };
    expect(await permissions(friend)).toEqual({ can_edit: true, can_delete: true });
    expect(await permissions(author)).toEqual({ can_edit: false, can_delete: true });
    expect(await permissions(other)).toEqual({ can_edit: false, can_delete: false });
  });

  it('likes: once per member, taken back, hidden from those who cannot see the post', async () => {
    const { author, friend, stranger, postId } = await circle();
    const comment = (await friend.call('POST', `/posts/${postId}/comments`, { text: 'like me' })).body.output;
    await author.call('PUT', `/comments/${comment.id}/like`);
    expect((await author.call('PUT', `/comments/${comment.id}/like`)).body.output).toEqual({ likes_count: 1, liked: true });
    expect((await stranger.call('PUT', `/comments/${comment.id}/like`)).status).toBe(404);
    expect((await author.call('DELETE', `/comments/${comment.id}/like`)).body.output).toEqual({ likes_count: 0, liked: false });
  });

  it('hides the comments of a blocked member both ways', async () => {
    const { author, friend, postId } = await circle();
    await friend.call('POST', `/posts/${postId}/comments`, { text: 'from the friend' });
    const viewer = await member();
    await befriend(author, viewer);
    await viewer.call('POST', `/blocks/${friend.id}`);
    expect((await viewer.call('GET', `/posts/${postId}/comments`)).body.output.items).toEqual([]);
    expect((await viewer.call('GET', `/posts/${postId}`)).body.output.comments_count).toBe(0);
  });
});

describe('in the feed', () => {
  it('shows a post with the reactions, comments, saved mark and poll its own page shows the member', async () => {
    const { author, friend, stranger, postId: earlier } = await circle();
    await befriend(author, stranger);
    const { id } = (
      await author.call('POST', '/posts', {
        text: 'Which one?',
        visibility: 'friends',
        poll: { options: ['Tea', 'Coffee'], duration_minutes: 60 },
      })
    ).body.output;
    await friend.call('PUT', `/posts/${id}/reaction`, { kind: 'love' });
    await author.call('PUT', `/posts/${id}/reaction`, { kind: 'haha' });
    await friend.call('POST', `/posts/${id}/comments`, { text: 'Coffee, always' });
    await stranger.call('POST', `/posts/${id}/comments`, { text: 'Tea' });
    await friend.call('PUT', `/favourites/${id}`);
    await friend.call('POST', `/blocks/${stranger.id}`);
    await fannedOut(t);

    // A page of one out of two posts: the page the home timeline fills on its own.
    const { items } = (await friend.call('GET', '/social/feed?limit=1')).body.output;
    const own = (await friend.call('GET', `/posts/${id}`)).body.output;
    expect(items).toEqual([own]);
    expect(own).toMatchObject({
      reactions: { total: 2, mine: 'love' },
      comments_count: 1,
      saved: true,
      poll: expect.objectContaining({ my_vote: null }),
    });
    expect((await friend.call('GET', '/social/feed?limit=2')).body.output.items.map((post: { id: string }) => post.id)).toEqual([
      id,
      earlier,
    ]);
  });
});

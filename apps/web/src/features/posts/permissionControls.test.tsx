// @vitest-environment happy-dom
import '../../test/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutingCopy, postsCopy, postsMoreCopy, type Comment, type Post } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, friendNamed, ok } from '../../test/fakeApi';
import { postFixture } from '../../test/postFixture';
import { renderApp } from '../../test/renderApp';
import { postPath } from '../../paths/postPaths';

type Person = Post['author'];
const ava: Person = { ...demoSession, is_creator: false };
const bea: Person = friendNamed('Bea');
const noRights = { can_edit: false, can_delete: false, can_pin: false };

const postBy = (author: Person, rights: Pick<Post, 'can_edit' | 'can_delete' | 'can_pin'>): Post =>
  postFixture({ id: 'post-1', author, visibility: 'friends', comments_count: 2, ...rights });

const commentBy = (author: Person, text: string, rights: Pick<Comment, 'can_edit' | 'can_delete'>): Comment => ({
  id: `comment-${text}`,
  post_id: 'post-1',
  parent_id: null,
  author,
  text,
  text_pieces: [{ kind: 'text', text }],
  created_at: '2026-11-01T11:00:00.000Z',
  edited_at: null,
  likes_count: 0,
  liked: false,
  replies_count: 0,
  ...rights,
});

function showPost(post: Post, comments: Comment[] = []) {
  fakeApi({
    'GET /posts/post-1': ok(post),
    'GET /posts/post-1/comments': ok({ items: comments, next_cursor: null }),
  });
  renderApp(postPath(post.id), demoSession);
}

/** The actions under a comment, found by its text. */
const commentActions = async (text: string) => within((await screen.findByText(text)).closest('li')!);

describe('the edit and delete controls', () => {
  it("follow the comment's flags, not whose session it is", async () => {
    showPost(postBy(ava, noRights), [
      commentBy(ava, 'mine but locked', { can_edit: false, can_delete: false }),
      commentBy(bea, 'theirs but open', { can_edit: true, can_delete: true }),
    ]);
    const locked = await commentActions('mine but locked');
    expect(locked.queryByRole('button', { name: postsCopy.editPost })).not.toBeInTheDocument();
    expect(locked.queryByRole('button', { name: postsCopy.deletePost })).not.toBeInTheDocument();
    const open = await commentActions('theirs but open');
    expect(open.getByRole('button', { name: postsCopy.editPost })).toBeInTheDocument();
    expect(open.getByRole('button', { name: postsCopy.deletePost })).toBeInTheDocument();
  });

  it("offer no action on the viewer's own post when its flags allow none", async () => {
    showPost(postBy(ava, noRights));
    await screen.findByText('A post');
    expect(screen.queryByRole('button', { name: postsCopy.postActions })).not.toBeInTheDocument();
  });

  it("offer on another's post what its flags allow, and no more", async () => {
    showPost(postBy(bea, { can_edit: false, can_delete: true, can_pin: false }));
    await userEvent.click(await screen.findByRole('button', { name: postsCopy.postActions }));
    expect(await screen.findByRole('menuitem', { name: postsCopy.deletePost })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: postsCopy.editPost })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: postsMoreCopy.pinPost })).not.toBeInTheDocument();
  });

  it("offer hiding another's post and muting its author", async () => {
    fakeApi({
      'GET /posts/post-1': ok(postBy(bea, noRights)),
      'POST /posts/post-1/hide': { body: { status_code: 200, message: 'Post hidden', output: null } },
    });
    renderApp(postPath('post-1'), demoSession);
    await userEvent.click(await screen.findByRole('button', { name: postsCopy.postActions }));
    expect(await screen.findByRole('menuitem', { name: postsMoreCopy.mute(bea.username) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: postsMoreCopy.hidePost }));
    expect(await screen.findByText('Post hidden')).toBeInTheDocument();
  });

  it('undo hiding a post from the toast: the post is shown again', async () => {
    fakeApi({
      'GET /posts/post-1': ok(postBy(bea, noRights)),
      'POST /posts/post-1/hide': { body: { status_code: 200, message: mutingCopy.postHidden, output: null } },
      'DELETE /posts/post-1/hide': { body: { status_code: 200, message: mutingCopy.postUnhidden, output: null } },
    });
    renderApp(postPath('post-1'), demoSession);
    await userEvent.click(await screen.findByRole('button', { name: postsCopy.postActions }));
    await userEvent.click(await screen.findByRole('menuitem', { name: postsMoreCopy.hidePost }));
    const toast = (await screen.findByText(mutingCopy.postHidden)).closest('li')!;
    await userEvent.click(within(toast).getByRole('button', { name: postsMoreCopy.undo }));
    // Only the DELETE route answers this.
    expect(await screen.findByText(mutingCopy.postUnhidden)).toBeInTheDocument();
  });
});

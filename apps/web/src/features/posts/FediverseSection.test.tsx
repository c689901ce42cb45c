// @vitest-environment happy-dom
import '../../test/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fediverseCopy, type PostFediverse, type FediverseNote } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { postFixture } from '../../test/postFixture';
import { renderApp } from '../../test/renderApp';
import { postPath } from '../../paths/postPaths';

const post = postFixture({ id: 'post-1' });

const reply = (id: string, values: Partial<FediverseNote> = {}): FediverseNote => ({
  id,
  author: { handle: 'alice@remote.example', name: 'Alice', icon_url: null, profile_url: 'https://remote.example/users/alice' },
  url: null,
  content_html: `<p>reply ${id}</p>`,
  summary: null,
  sensitive: false,
  attachments: [],
  published_at: '2026-11-02T10:00:00.000Z',
  edited_at: null,
  liked: false,
  replies_count: 0,
  shared: null,
  ...values,
});

function showPost(fediverse: PostFediverse | { status: number }) {
  fakeApi({
    'GET /posts/post-1': ok(post),
    'GET /posts/post-1/comments': ok({ items: [], next_cursor: null }),
    'GET /posts/post-1/fediverse':
      'status' in fediverse
        ? { status: fediverse.status, body: { status_code: fediverse.status, error: 'x', message: 'x' } }
        : ok(fediverse),
  });
  renderApp(postPath(post.id), demoSession);
}

describe('the post page’s replies from other servers', () => {
  it('shows the counts and the replies, their HTML rendered, a content warning collapsed, the author’s profile page here', async () => {
    showPost({
      likes: 3,
      shares: 1,
      replies: {
        items: [reply('1', { content_html: '<p>hello <strong>there</strong></p>' }), reply('2', { summary: 'spoilers', sensitive: true })],
        next_cursor: null,
      },
    });
    const section = within(await screen.findByRole('region', { name: fediverseCopy.title }));
    expect(section.getByText('3 likes · 1 share')).toBeTruthy();
    expect(section.getByText('there').tagName).toBe('STRONG');

    const [profile] = section.getAllByRole('link', { name: 'Alice' });
    expect(profile!.getAttribute('href')).toBe('/profile/@alice@remote.example');

    const warning = section.getByText('spoilers');
    const disclosure = warning.closest('details')!;
    expect(disclosure.open).toBe(false);
    await userEvent.click(warning);
    expect(disclosure.open).toBe(true);
    expect(section.getByText('reply 2')).toBeTruthy();
  });

  it('is hidden when no other server said anything', async () => {
    showPost({ likes: 0, shares: 0, replies: { items: [], next_cursor: null } });
    await screen.findByText('A post');
    // The answer has come (the skeleton is gone) and nothing shows.
    await expect.poll(() => document.querySelector('.animate-pulse')).toBeNull();
    expect(screen.queryByRole('region', { name: fediverseCopy.title })).toBeNull();
  });

  it('says when the replies could not be loaded, with a way to try again', async () => {
    showPost({ status: 500 });
    expect(await screen.findByText(fediverseCopy.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: fediverseCopy.retry })).toBeTruthy();
  });
});

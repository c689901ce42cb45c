// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fediverseCopy, postsCopy, reportEntryCopy, reportsCopy, type FediverseNote } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, feedWith, ok } from '../../test/fakeApi';
import { postFixture } from '../../test/postFixture';
import { renderApp } from '../../test/renderApp';

const post = (id: string, createdAt: string) => postFixture({ id, text: `post ${id}`, created_at: createdAt });

const note = (id: string, publishedAt: string, values: Partial<FediverseNote> = {}): FediverseNote => ({
  id,
  author: { handle: 'alice@remote.example', name: 'Alice', icon_url: null, profile_url: 'https://remote.example/users/alice' },
  url: `https://remote.example/@alice/${id}`,
  content_html: `<p>note ${id}</p>`,
  summary: null,
  sensitive: false,
  attachments: [],
  published_at: publishedAt,
  edited_at: null,
  liked: false,
  replies_count: 0,
  shared: null,
  ...values,
});

/** The feed's entries as the page lists them: each article's text. */
const shownEntries = () => screen.getAllByRole('article').map((article) => (article.textContent ?? '').match(/(post|note) [a-z]\d/)?.[0]);

describe('the newsfeed with posts of followed accounts of other servers', () => {
  it('places them among the members’ posts by time, page after page, with their author’s page here and the original there', async () => {
    fakeApi({
      'GET /social/social-feed': ok({
        ...feedWith(),
        posts: [post('p3', '2026-11-03T12:00:00.000Z'), post('p1', '2026-11-03T10:00:00.000Z')],
        remote_posts: [note('n2', '2026-11-03T11:00:00.000Z', { edited_at: '2026-11-03T11:30:00.000Z' })],
        next_cursor: 'page-2',
      }),
      'GET /social/feed': ok({
        items: [post('p0', '2026-11-02T08:00:00.000Z')],
        remote_posts: [note('n1', '2026-11-02T09:00:00.000Z'), note('n0', '2026-11-01T09:00:00.000Z')],
        next_cursor: null,
      }),
    });
    renderApp('/newsfeed', demoSession);
    await screen.findByText('note n2');
    await userEvent.click(screen.getByRole('button', { name: postsCopy.loadMore }));
    await screen.findByText('note n0');
    expect(shownEntries()).toEqual(['post p3', 'note n2', 'post p1', 'note n1', 'post p0', 'note n0']);
    const card = screen.getByText('note n2').closest('article')!;
    expect(within(card).getByRole('link', { name: 'Alice' }).getAttribute('href')).toBe('/profile/@alice@remote.example');
    expect(within(card).getByText(fediverseCopy.edited)).toBeTruthy();
    expect(within(card).getByTitle(fediverseCopy.fromServer('remote.example'))).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /ago|just now|Nov/i })
        .getAttribute('href'),
    ).toBe('https://remote.example/@alice/n2');
  });

  it('shows a note a followed account shared at the time of the share, naming the sharer, beside the note itself', async () => {
    const shared = note('n4', '2026-11-01T09:00:00.000Z', {
      shared: {
        id: 'share-1',
        by: { handle: 'bob@other.example', name: 'Bob', icon_url: null, profile_url: 'https://other.example/users/bob' },
        shared_at: '2026-11-03T11:00:00.000Z',
      },
    });
    fakeApi({
      'GET /social/social-feed': ok({
        ...feedWith(),
        posts: [post('p3', '2026-11-03T12:00:00.000Z'), post('p1', '2026-11-03T10:00:00.000Z')],
        remote_posts: [shared, note('n4', '2026-11-01T09:00:00.000Z')],
      }),
    });
    renderApp('/newsfeed', demoSession);
    await screen.findAllByText('note n4');
    expect(shownEntries()).toEqual(['post p3', 'note n4', 'post p1', 'note n4']);
    const [share, original] = screen.getAllByText('note n4').map((text) => text.closest('article')!);
    expect(within(share!).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/profile/@bob@other.example');
    expect(within(share!).getByText(fediverseCopy.shared)).toBeTruthy();
    expect(within(original!).queryByText(fediverseCopy.shared)).toBeNull();
    // Each entry is named by its own author link.
    expect(share!.getAttribute('aria-labelledby')).not.toBe(original!.getAttribute('aria-labelledby'));
  });

  it('shows a note’s pictures from their copies here, each opening the original, and a video as a link', async () => {
    const attachment = (url: string, previewUrl: string | null, description: string) => ({
      url,
      preview_url: previewUrl,
      media_type: previewUrl ? 'image/png' : 'video/mp4',
      description,
      width: 800,
      height: 600,
    });
    fakeApi({
      'GET /social/social-feed': ok({
        ...feedWith(),
        remote_posts: [
          note('n6', '2026-11-03T11:00:00.000Z', {
            attachments: [
              attachment('https://remote.example/media/cat.png', '/api/federation/notes/n6/media/0?expires=1&signature=s', 'A cat'),
              attachment('https://remote.example/media/clip.mp4', null, 'A clip'),
            ],
          }),
        ],
      }),
    });
    renderApp('/newsfeed', demoSession);
    const picture = await screen.findByRole('img', { name: 'A cat' });
    expect(picture.getAttribute('src')).toBe('/api/federation/notes/n6/media/0?expires=1&signature=s');
    expect(picture.closest('a')!.getAttribute('href')).toBe('https://remote.example/media/cat.png');
    expect(screen.getByRole('link', { name: 'A clip' }).getAttribute('href')).toBe('https://remote.example/media/clip.mp4');
  });

  it('keeps a note behind its content warning until it is opened', async () => {
    fakeApi({
      'GET /social/social-feed': ok({
        ...feedWith(),
        remote_posts: [note('n9', '2026-11-03T11:00:00.000Z', { summary: 'spoilers', sensitive: true })],
      }),
    });
    renderApp('/newsfeed', demoSession);
    const warning = await screen.findByText('spoilers');
    const disclosure = warning.closest('details')!;
    expect(disclosure.open).toBe(false);
    expect(disclosure.textContent).toContain('note n9');
    await userEvent.click(warning);
    expect(disclosure.open).toBe(true);
  });

  it('likes a note at once and takes the like back; a like its server could not get goes back, with a message', async () => {
    const liked: string[] = [];
    fakeApi({
      'GET /social/social-feed': ok({ ...feedWith(), remote_posts: [note('n5', '2026-11-03T11:00:00.000Z')] }),
      'PUT /federation/notes/n5/like': () => {
        liked.push('like');
        return ok({ liked: true });
      },
      'DELETE /federation/notes/n5/like': () => ({
        status: 429,
        body: { status_code: 429, error: 'too_many_requests', message: 'Slow down' },
      }),
    });
    renderApp('/newsfeed', demoSession);
    const button = await screen.findByRole('button', { name: fediverseCopy.like });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(liked).toEqual(['like']);
    await userEvent.click(button);
    expect(await screen.findByText(fediverseCopy.likeFailed)).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the members’ replies to a note, sends one to its server, counts it and deletes it', async () => {
    const sent: unknown[] = [];
    const reply = {
      id: '00000000-0000-4000-8000-000000000001',
      author: { ...demoSession, is_creator: false },
      text: 'Well said',
      created_at: '2026-11-03T12:00:00.000Z',
      can_delete: true,
    };
    fakeApi({
      'GET /social/social-feed': ok({ ...feedWith(), remote_posts: [note('n7', '2026-11-03T11:00:00.000Z')] }),
      'GET /federation/notes/n7/replies': ok({ items: [], next_cursor: null }),
      'POST /federation/notes/n7/replies': (_url, body) => {
        sent.push(body);
        return { status: 201, body: { status_code: 201, output: reply } };
      },
      [`DELETE /federation/replies/${reply.id}`]: ok(null),
    });
    renderApp('/newsfeed', demoSession);
    await userEvent.click(await screen.findByRole('button', { name: fediverseCopy.reply }));
    expect(await screen.findByText(fediverseCopy.noReplies)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: fediverseCopy.replyPlaceholder }), '  Well said {Enter}');
    expect(await screen.findByText('Well said')).toBeTruthy();
    expect(sent).toEqual([{ text: 'Well said' }]);
    expect(screen.getByRole('button', { name: fediverseCopy.replies(1) })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: fediverseCopy.replyPlaceholder }) as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: fediverseCopy.replyDelete }));
    await waitFor(() => expect(screen.queryByText('Well said')).toBeNull());
    expect(screen.getByRole('button', { name: fediverseCopy.reply })).toBeTruthy();
  });

  it('reports a note to the moderators, and sends its server a copy when the member ticks it', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'GET /social/social-feed': ok({ ...feedWith(), remote_posts: [note('n8', '2026-11-03T11:00:00.000Z')] }),
      'POST /reports': (_url, body) => {
        sent.push(body);
        return {
          status: 201,
          body: {
            status_code: 201,
            output: { case_id: 'c', report_id: 'r', updated: false, forwarded_to: 'remote.example' },
            message: 'Sent',
          },
        };
      },
    });
    renderApp('/newsfeed', demoSession);
    await userEvent.click(await screen.findByRole('button', { name: reportEntryCopy.reportButton }));
    const dialog = await screen.findByRole('dialog', { name: reportEntryCopy.reportRemoteNote });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(reportsCopy.forwardLabel('remote.example')) }));
    await userEvent.click(within(dialog).getByRole('button', { name: reportEntryCopy.reportButton }));
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(sent).toEqual([{ target_type: 'remote_note', target_id: 'n8', category: 'spam', comment: '', forward: true }]);
  });
});

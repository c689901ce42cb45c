// @vitest-environment happy-dom
import '../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Friend, chatComposerMessages } from '@meshwork/contracts';
import { describe, expect, it, vi } from 'vitest';
import { demoSession, feedWith, friendNamed } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const friend = (nickname: string) => friendNamed(nickname);
const envelope = (output: unknown) => new Response(JSON.stringify({ status_code: 200, output }));

/** A fake API whose friend searches answer only when the test releases them. */
function fakeSlowSearches() {
  const searches = new Map<string, (friends: Friend[]) => void>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/friends') {
      return new Promise<Response>((resolve) =>
        searches.set(url.searchParams.get('search_query') ?? '', (items) => resolve(envelope({ items, next_cursor: null }))),
      );
    }
    if (path === '/social/social-feed') return envelope(feedWith([friend('Ada')]));
    if (path === '/notifications/unread-count') return envelope({ unread_count: 0 });
    return envelope([]);
  });
  return searches;
}

describe('the friends panel', () => {
  it('never lets a slow answer to an older search replace the newer one', async () => {
    const searches = fakeSlowSearches();
    renderApp('/newsfeed', demoSession);
    const panel = await screen.findByRole('complementary', { name: 'Friends' });
    await waitFor(() => expect(searches.has('')).toBe(true));
    searches.get('')!([friend('Ada'), friend('Bea')]);
    const search = within(panel).getByPlaceholderText(messages.findFriendsPlaceholder);

    await userEvent.type(search, 'a');
    await waitFor(() => expect(searches.has('a')).toBe(true), { timeout: 2000 });
    await userEvent.type(search, 'd');
    await waitFor(() => expect(searches.has('ad')).toBe(true), { timeout: 2000 });
    searches.get('ad')!([friend('Ada')]);
    await within(panel).findByRole('button', { name: 'Chat with Ada' });
    // The answer to "a" arrives last; the list still shows the answer to "ad".
    searches.get('a')!([friend('Bea')]);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(within(panel).queryByRole('button', { name: 'Chat with Bea' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Chat with Ada' })).toBeInTheDocument();
  });

  it('opens a chat box with the friend, a profile link and a message input', async () => {
    const searches = fakeSlowSearches();
    renderApp('/newsfeed', demoSession);
    const panel = await screen.findByRole('complementary', { name: 'Friends' });
    await waitFor(() => expect(searches.has('')).toBe(true));
    searches.get('')!([friend('Ada')]);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Chat with Ada' }));
    const chat = await screen.findByRole('region', { name: 'Chat with Ada' }); // the chat box loads on first use
    expect(within(chat).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/profile/ada');
    expect(within(chat).getByPlaceholderText(chatComposerMessages.chatInputPlaceholder)).toBeEnabled();
    for (const name of ['Attach a file', 'Send an image', 'Use the camera'])
      expect(within(chat).getByRole('button', { name })).toBeEnabled();
    await userEvent.click(within(chat).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'Chat with Ada' })).not.toBeInTheDocument();
  });
});

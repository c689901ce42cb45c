// @vitest-environment happy-dom
import '../test/dom';
import { act, screen, waitFor } from '@testing-library/react';
import type { AuthSession } from '@meshwork/contracts';
import { describe, expect, it, vi } from 'vitest';
import { sessionStorageKey } from '../api/session';
import { demoSession, feedWith, friendNamed } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const friend = (nickname: string) => friendNamed(nickname);
const ava = demoSession;
const bo: AuthSession = {
  ...demoSession,
  user_id: '5e0d4c3b-2a19-4f8e-b7d6-c5b4a3928170',
  token: 'tok-bo',
  nickname: 'Bo',
  username: 'bo',
};
const envelope = (output: unknown) => new Response(JSON.stringify({ status_code: 200, output }));

/**
 * A fake API that answers by token: Ava's friends at once, Bo's only from the moment the test
 * releases them, so the test can look at the screen while Bo's own answers are still on their way.
 */
function fakeApiOfTwoMembers() {
  const friendsOf = { [ava.token]: [friend('Ada')], [bo.token]: [friend('Bea')] };
  const held: Array<() => void> = [];
  const tokens: string[] = [];
  let boAnswers = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const token = url.searchParams.get('token') ?? '';
    const path = url.pathname.replace(/^\/api/, '');
    if (!path.startsWith('/v2/')) tokens.push(token);
    const friends = friendsOf[token] ?? [];
    const answer = () => {
      if (path === '/social/social-feed') return envelope(feedWith(friends));
      if (path === '/friends') return envelope({ items: friends, next_cursor: null });
      if (path === '/notifications/unread-count') return envelope({ unread_count: 0 });
      return envelope([]);
    };
    if (token !== bo.token || boAnswers) return answer();
    return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
  });
  const releaseBo = () => {
    boAnswers = true;
    held.splice(0).forEach((release) => release());
  };
  return { tokens, releaseBo };
}

/** What another tab does when Bo logs in there: it writes the shared session entry. */
function logInElsewhere(session: AuthSession) {
  localStorage.setItem(sessionStorageKey, JSON.stringify(session));
  window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }));
}

describe('a change of member', () => {
  it("never shows the previous member's friends to the next one, who logged in in another tab", async () => {
    const api = fakeApiOfTwoMembers();
    renderApp('/newsfeed', ava);
    expect(await screen.findByRole('button', { name: 'Chat with Ada' })).toBeInTheDocument();

    act(() => logInElsewhere(bo));
    // Bo's answers have not arrived yet: nothing of Ava's may stand in for them.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Chat with Ada' })).not.toBeInTheDocument());
    await waitFor(() => expect(api.tokens).toContain(bo.token));

    act(() => api.releaseBo());
    expect(await screen.findByRole('button', { name: 'Chat with Bea' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with Ada' })).not.toBeInTheDocument();
  });
});

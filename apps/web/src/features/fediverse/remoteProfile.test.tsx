// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { federationCopy, type RemoteAccount } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const ada: RemoteAccount = {
  id: 'a-1',
  handle: 'ada@social.example',
  name: 'Ada Lovelace',
  icon_url: null,
  header_url: null,
  summary_html: '<p>Counting <strong>engines</strong></p>',
  url: 'https://social.example/users/ada',
  followers_count: 12,
  following_count: null,
  follow_state: null,
  blocked: false,
  posts: [
    {
      id: 'https://social.example/notes/1',
      url: 'https://social.example/@ada/1',
      published: '2026-11-01T10:00:00Z',
      content_html: '<p>Behind the warning</p>',
      summary: 'Spoilers',
      sensitive: true,
      attachment_urls: [],
    },
  ],
};

describe('a remote profile', () => {
  it('shows the account from its server, its posts with content warnings closed, and follows it', async () => {
    const follows: unknown[] = [];
    const requested = fakeApi({
      'GET /federation/accounts': ok(ada),
      'GET /federation/following': ok({ items: [], next_cursor: null }),
      'POST /federation/following': (_url, body) => {
        follows.push(body);
        return { status: 201, body: { status_code: 201, output: { ...ada, state: 'pending' }, message: federationCopy.followRequested } };
      },
    });
    renderApp('/profile/@ada@social.example', demoSession);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(requested.find((url) => url.pathname === '/api/federation/accounts')?.searchParams.get('account')).toBe('ada@social.example');
    expect(screen.getByText('engines').tagName).toBe('STRONG');
    expect(screen.getByText(federationCopy.followers(12))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: federationCopy.viewOn('social.example') })).toHaveAttribute('href', ada.url);

    const warning = screen.getByText('Spoilers');
    const disclosure = warning.closest('details')!;
    expect(disclosure.open).toBe(false);
    await user.click(warning);
    expect(disclosure.open).toBe(true);
    expect(screen.getByText('Behind the warning')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: federationCopy.follow }));
    await waitFor(() => expect(follows).toEqual([{ account: 'ada@social.example' }]));
  });

  it('blocks the account after asking, and a blocked account offers only Unblock, without its posts', async () => {
    let blocked = false;
    fakeApi({
      'GET /federation/accounts': () => ok({ ...ada, blocked }),
      'PUT /federation/blocks/a-1': () => {
        blocked = true;
        return ok({ blocked: true });
      },
    });
    renderApp('/profile/@ada@social.example', demoSession);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: federationCopy.block }));
    const dialog = await screen.findByRole('alertdialog', { name: federationCopy.blockNamed('ada@social.example') });
    expect(blocked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: federationCopy.block }));

    expect(await screen.findByText(federationCopy.blockedNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: federationCopy.unblock })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: federationCopy.follow })).not.toBeInTheDocument();
    expect(screen.queryByText('Spoilers')).not.toBeInTheDocument();
  });

  it('tells why an account cannot be shown', async () => {
    fakeApi({
      'GET /federation/accounts': {
        status: 404,
        body: { status_code: 404, error: 'remote_account_not_found', message: federationCopy.accountNotFound },
      },
    });
    renderApp('/profile/@nobody@social.example', demoSession);
    expect(await screen.findByText(federationCopy.accountNotFound)).toBeInTheDocument();
  });
});

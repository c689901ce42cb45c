// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { federationCopy, type RemoteFollowedAccount } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const empty = ok({ items: [], next_cursor: null });
const peopleRoutes = { 'GET /friends/requests': empty, 'GET /friends/suggestions': empty, 'GET /people': empty };
const ada: RemoteFollowedAccount = {
  id: 'a-1',
  handle: 'ada@social.example',
  name: 'Ada',
  icon_url: null,
  url: 'https://social.example/users/ada',
  state: 'pending',
};

describe('following people of other servers, on the people page', () => {
  it('follows the address written, on Enter, and lists the account as pending', async () => {
    let followed: RemoteFollowedAccount[] = [];
    const bodies: unknown[] = [];
    fakeApi({
      ...peopleRoutes,
      'GET /federation/following': () => ok({ items: followed, next_cursor: null }),
      'POST /federation/following': (_url, body) => {
        bodies.push(body);
        followed = [ada];
        return { status: 201, body: { status_code: 201, output: ada, message: federationCopy.followRequested } };
      },
    });
    renderApp('/people', demoSession);
    const user = userEvent.setup();

    expect(await screen.findByText(federationCopy.noneFollowed)).toBeInTheDocument();
    await user.type(screen.getByLabelText(federationCopy.accountLabel), ' @ada@social.example {Enter}');
    await waitFor(() => expect(bodies).toEqual([{ account: '@ada@social.example' }]));
    const list = (await screen.findByText('@ada@social.example')).closest('li')!;
    expect(within(list).getByText(federationCopy.pending)).toBeInTheDocument();
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/profile/@ada@social.example');
    expect(screen.getByLabelText(federationCopy.accountLabel)).toHaveValue('');
  });

  it('shows the server’s reason when the account cannot be followed', async () => {
    fakeApi({
      ...peopleRoutes,
      'GET /federation/following': empty,
      'POST /federation/following': {
        status: 404,
        body: { status_code: 404, error: 'remote_account_not_found', message: federationCopy.accountNotFound },
      },
    });
    renderApp('/people', demoSession);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(federationCopy.accountLabel), 'nobody@social.example');
    await user.click(screen.getByRole('button', { name: federationCopy.follow }));
    expect(await screen.findByText(federationCopy.accountNotFound)).toBeInTheDocument();
  });

  it('unfollows an account, which leaves the list', async () => {
    let followed = [{ ...ada, state: 'accepted' as const }];
    fakeApi({
      ...peopleRoutes,
      'GET /federation/following': () => ok({ items: followed, next_cursor: null }),
      'DELETE /federation/following/a-1': () => {
        followed = [];
        return { body: { status_code: 200, output: null, message: federationCopy.unfollowed } };
      },
    });
    renderApp('/people', demoSession);
    const user = userEvent.setup();
    expect(await screen.findByText(federationCopy.following)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: federationCopy.unfollowNamed(ada.handle) }));
    expect(await screen.findByText(federationCopy.noneFollowed)).toBeInTheDocument();
  });

  it('lists the blocked accounts once there are any, and unblocks one', async () => {
    let blocked = [{ id: 'b-1', handle: 'bo@loud.example', name: 'Bo', icon_url: null, url: 'https://loud.example/users/bo' }];
    const unblocked: string[] = [];
    fakeApi({
      ...peopleRoutes,
      'GET /federation/following': empty,
      'GET /federation/blocks': () => ok({ items: blocked, next_cursor: null }),
      'DELETE /federation/blocks/b-1': () => {
        unblocked.push('b-1');
        blocked = [];
        return ok({ blocked: false });
      },
    });
    renderApp('/people', demoSession);
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: federationCopy.blockedTitle });
    await user.click(within(section).getByRole('button', { name: federationCopy.unblockNamed('bo@loud.example') }));
    expect(unblocked).toEqual(['b-1']);
    await waitFor(() => expect(screen.queryByRole('region', { name: federationCopy.blockedTitle })).not.toBeInTheDocument());
  });
});

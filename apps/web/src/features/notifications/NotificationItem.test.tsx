// @vitest-environment happy-dom
import '../../test/dom';
import { render, screen } from '@testing-library/react';
import { notificationPhrases, type Notification } from '@meshwork/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationItem } from './NotificationItem';

const fromAnotherServer: Notification = {
  id: 'n1',
  type: 'reaction',
  actor: null,
  remote_actor: { handle: 'ada@social.example', name: 'Ada Lovelace', icon_url: null, profile_url: 'https://social.example/users/ada' },
  read: false,
  subject_id: null,
  subject_name: null,
  post_id: 'p1',
  comment_id: null,
  aggregated_count: null,
  excerpt: 'My first avatar',
  created_at: '2026-11-23T00:00:00.000Z',
};

describe('a notification of an account of another server', () => {
  it('names the account and leads to the post it liked', () => {
    render(
      <MemoryRouter>
        <ul>
          <NotificationItem notification={fromAnotherServer} onOpen={() => undefined} />
        </ul>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/post/p1');
    expect(link).toHaveTextContent(`Ada Lovelace ${notificationPhrases.reaction}: “My first avatar”`);
  });

  it('names it by its handle when it has no name', () => {
    render(
      <MemoryRouter>
        <ul>
          <NotificationItem
            notification={{
              ...fromAnotherServer,
              type: 'follow',
              post_id: null,
              excerpt: null,
              remote_actor: { ...fromAnotherServer.remote_actor!, name: '' },
            }}
            onOpen={() => undefined}
          />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/profile/@ada@social.example');
    expect(screen.getByRole('link')).toHaveTextContent(`ada@social.example ${notificationPhrases.follow}`);
  });
});

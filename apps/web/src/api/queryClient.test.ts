// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { friendsKeys } from '../features/friends/friendsQueries';
import { demoSession } from '../test/fakeApi';
import { api } from './client';
import { clearOnMemberChange, createQueryClient } from './queryClient';
import { sessionStore } from './session';
import { setSessionEndHandlers } from './sessionRules';

const ava = demoSession;
const bo = { ...demoSession, user_id: '5e0d4c3b-2a19-4f8e-b7d6-c5b4a3928170', token: 'tok-bo', nickname: 'Bo' };
const friendsKey = friendsKeys.list('');

let queryClient = createQueryClient();
let stop = () => {};

beforeEach(() => {
  sessionStore.set(ava);
  queryClient = createQueryClient();
  stop = clearOnMemberChange(queryClient);
  queryClient.setQueryData(friendsKey, ['Ada']);
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const cached = () => queryClient.getQueryData(friendsKey);

describe('the cache', () => {
  it('stays while the member stays the same, e.g. after a profile change or a verified code', () => {
    sessionStore.update({ nickname: 'Avi', has_two_fa: false });
    expect(cached()).toEqual(['Ada']);
  });

  it('empties at logout', () => {
    sessionStore.clear();
    expect(cached()).toBeUndefined();
  });

  it('empties when the server rejects the session', async () => {
    setSessionEndHandlers({ onExpired: () => {}, onRejected: () => {} });
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ status_code: 401, error: 'invalid_token', message: 'Invalid session token' })),
    );
    await expect(api.GET('/social/social-feed')).rejects.toMatchObject({ status: 401 });
    expect(cached()).toBeUndefined();
  });

  it('empties when another member takes over the session', () => {
    sessionStore.set(bo);
    expect(cached()).toBeUndefined();
  });
});

describe('queries', () => {
  it('do not run without a session', () => {
    sessionStore.clear();
    const queryFn = vi.fn(async () => ['Bea']);
    const unsubscribe = new QueryObserver(queryClient, { queryKey: friendsKey, queryFn }).subscribe(() => {});
    unsubscribe();
    expect(queryFn).not.toHaveBeenCalled();
  });
});

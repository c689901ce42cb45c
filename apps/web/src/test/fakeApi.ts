import type { AuthSession, Friend, Profile, SocialFeed } from '@meshwork/contracts';
import { vi } from 'vitest';

export const demoSession: AuthSession = {
  user_id: '0b7c1c8e-6a7e-4c1b-9a55-1f2d3e4f5a6b',
  token: 'tok-ava',
  fullname: 'Ava Stone',
  nickname: 'Ava',
  username: 'ava',
  user_image: null,
  colour: '#7c3aed',
  has_two_fa: false,
  status: 'online',
  deactivated: false,
  suspended: false,
  role: 'member',
  always_show_sensitive: false,
};

/** A friend whose id is its nickname. */
export const friendNamed = (nickname: string, userId = nickname): Friend => ({
  user_id: userId,
  fullname: `${nickname} Doe`,
  nickname,
  username: nickname.toLowerCase(),
  user_image: null,
  colour: '#0ea5e9',
  is_creator: false,
  status: 'online',
});

/** The demo member's own profile, as `GET /profiles/ava` answers it. */
export const demoProfile: Profile = {
  user_id: demoSession.user_id,
  fullname: demoSession.fullname,
  nickname: demoSession.nickname,
  username: demoSession.username,
  user_image: null,
  colour: demoSession.colour,
  is_creator: false,
  cover_image: '/files/covers/ava.webp',
  joined_at: '2026-01-01T00:00:00.000Z',
  counts: { friends: 2, followers: 7, following: 4, posts: 0 },
  avatar: null,
  is_self: true,
  relation: { friendship: 'none', following: false, follows_you: false, blocked: false },
  pinned_post_id: null,
  follows_public: true,
  muted: false,
};

export function feedWith(friends: SocialFeed['friends'] = []): SocialFeed {
  return {
    friends,
    friends_count: friends.length,
    followings_count: 4,
    followers_count: 7,
    posts: [],
    remote_posts: [],
    next_cursor: null,
  };
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
/** A route answers always the same, or from the URL and the JSON body it was sent. */
export type FakeRoutes = Record<string, Answer | ((url: URL, body: unknown) => Answer)>;

const ok = (output: unknown): Answer => ({ body: { status_code: 200, output } });

/**
 * Replaces fetch with a small fake of the product API: `routes` maps "METHOD /path" (below /api)
 * to an answer; the shell's preloads answer by default. Returns the requested URLs.
 */
export function fakeApi(routes: FakeRoutes = {}): URL[] {
  const defaults: FakeRoutes = {
    'GET /social/social-feed': ok(feedWith()),
    'GET /notifications/types': ok([]),
    'GET /friends': ok({ items: [], next_cursor: null }),
    'GET /notifications/unread-count': ok({ unread_count: 0 }),
    'GET /notifications': ok({ items: [], next_cursor: null }),
  };
  const table = { ...defaults, ...routes };
  const requested: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requested.push(url);
    const entry = table[`${request.method} ${url.pathname.replace(/^\/api/, '')}`];
    const answer =
      typeof entry === 'function'
        ? entry(url, request.headers.get('content-type') === 'application/json' ? await request.clone().json() : undefined)
        : (entry ?? { status: 404, body: { status_code: 404, error: 'not_found', message: 'Not found' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: answer.headers });
  });
  return requested;
}

export { ok };

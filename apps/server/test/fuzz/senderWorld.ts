import { randomUUID } from 'node:crypto';
import { befriend } from '../graphHelpers.js';
import { memberWithSession, type SignedInMember } from '../sessionHelpers.js';
import { testPassword } from '../factories.js';
import type { TestApp } from '../testApp.js';
import type { RouteUnderTest } from './malformedRequests.js';
import type { PlausibleWorld } from './schemaBodies.js';

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

async function created(member: SignedInMember, path: string, body: unknown): Promise<string> {
  const { status, body: answer } = await member.call('POST', path, body);
  if (status >= 300) throw new Error(`POST ${path} answered ${status}: ${JSON.stringify(answer)}`);
  return answer.output.id as string;
}

/**
 * A signed-in member with what a route's path may name, made when first asked for: its own
 * public post, a comment on it, an event, a group with two friends, a room. Requests that name them get
 * past the access checks to the code that reads the rest of the input.
 */
export function senderWorld(t: TestApp, other: SignedInMember) {
  // An administrator, so that the staff routes read their input too (a member hears 403 before that).
  const member = once(() => memberWithSession(t, { role: 'administrator' }));
  const friends = once(async () => {
    const [self, ...two] = [await member(), await memberWithSession(t), await memberWithSession(t)];
    for (const friend of two) await befriend(self, friend);
    return two;
  });
  const post = once(async () => created(await member(), '/posts', { text: 'Hello #hello', visibility: 'public' }));
  const comment = once(async () => created(await member(), `/posts/${await post()}/comments`, { text: 'A comment' }));
  const event = once(async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    return created(await member(), '/events', { title: 'Picnic', starts_at: inDays(1), ends_at: inDays(2), time_zone: 'Europe/Berlin' });
  });
  const group = once(async () => created(await member(), '/groups', { name: 'Climbing', member_ids: (await friends()).map((f) => f.id) }));
  const room = once(async () => created(await member(), '/rooms', { name: 'Game night', scene: 'lounge', access: 'link' }));
  // A report case: a friend reports the member.
  const reportCase = once(async () => {
    const { body } = await (
      await friends()
    )[0]!.call('POST', '/reports', { target_type: 'member', target_id: (await member()).id, category: 'spam' });
    return body.output.case_id as string;
  });

  const ids: Record<string, () => Promise<string>> = {
    posts: post,
    comments: comment,
    events: event,
    groups: group,
    rooms: room,
    user: async () => (await member()).id,
    members: async () => other.id,
    cases: reportCase,
  };
  /** Staff routes name what they act on after `/moderation/`; an appeal that does not exist answers 404. */
  const staffValue = (route: RouteUnderTest, name: string) => {
    if (name === 'action') return route.path.includes('/members/') ? 'warn' : 'remove';
    return (ids[route.path.split('/')[3] ?? ''] ?? (async () => randomUUID()))();
  };

  return {
    member,
    /** What a schema-built body names: the member, its friends, another member. */
    async plausible(): Promise<PlausibleWorld> {
      const self = await member();
      return { ownId: self.id, otherMemberId: other.id, friendIds: (await friends()).map((f) => f.id), password: testPassword };
    },
    /** The value of a path parameter that reaches the route's code; a parameter no rule knows fails the test. */
    async pathValue(route: RouteUnderTest, name: string): Promise<string> {
      const self = await member();
      if (name === 'tag') return 'hello';
      if (name === 'username') return self.member.username;
      if (name === 'user_id') return self.id;
      // A server name for a domain policy; a remote account nobody follows or blocked, a remote note or reply not here (their routes answer 404).
      if (name === 'host') return 'fuzz.example';
      if (/^\/api\/federation\/(following|notes|replies|blocks)\//.test(route.path)) return randomUUID();
      if (route.path.startsWith('/api/moderation/')) return staffValue(route, name);
      const resource = ids[route.path.split('/')[2] ?? ''];
      if (name === 'id' && resource) return resource();
      throw new Error(`no plausible {${name}} for ${route.method} ${route.path}: teach senderWorld one`);
    },
  };
}

export type SenderWorld = ReturnType<typeof senderWorld>;

/** The path of a route with each parameter filled in from the world. */
export async function filledPath(route: RouteUnderTest, world: SenderWorld): Promise<string> {
  let path = route.path;
  for (const name of route.pathParams) path = path.replace(`{${name}}`, encodeURIComponent(await world.pathValue(route, name)));
  return path;
}

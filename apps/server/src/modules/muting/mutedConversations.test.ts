import { randomUUID } from 'node:crypto';
import { directChannelOf, groupChannelOf, mutingCopy, mutingLimits } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const mute = (member: SignedInMember, channel: string, body: unknown = { duration: '7d' }) =>
  member.call('PUT', `/muted-conversations/${encodeURIComponent(channel)}`, body);
const unmute = (member: SignedInMember, channel: string) => member.call('DELETE', `/muted-conversations/${encodeURIComponent(channel)}`);
const mutedOf = async (member: SignedInMember) =>
  ((await member.call('GET', '/muted-conversations')).body.output as Array<{ channel: string }>).map((item) => item.channel);

/** A member, two friends, their direct conversation with the first one and a group of the three. */
async function conversations(): Promise<{ ann: SignedInMember; bea: SignedInMember; direct: string; group: string }> {
  const [ann, bea, cal] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
  await befriend(ann, bea);
  await befriend(ann, cal);
  const started = await ann.call('POST', '/groups', { name: 'Crew', member_ids: [bea.id, cal.id] });
  expect(started.status).toBe(201);
  return { ann, bea, direct: directChannelOf(ann.id, bea.id), group: started.body.output.channel };
}

describe('muted conversations routes', () => {
  it('answer 401 without a session', async () => {
    const channel = groupChannelOf(randomUUID());
    for (const [method, path] of [
      ['GET', '/api/muted-conversations'],
      ['PUT', `/api/muted-conversations/${channel}`],
      ['DELETE', `/api/muted-conversations/${channel}`],
    ] as const)
      expect((await t.request(method, path, { body: method === 'PUT' ? { duration: '1d' } : undefined })).status, path).toBe(401);
  });

  it('mute a direct and a group conversation one is in, renew, list and unmute them', async () => {
    const { ann, bea, direct, group } = await conversations();
    const muted = await mute(ann, direct);
    expect(muted.status).toBe(201);
    expect(muted.body).toMatchObject({
      message: mutingCopy.conversationMuted,
      output: { channel: direct, expires_at: expect.any(String) },
    });
    const renewed = await mute(ann, direct, { duration: 'forever' });
    expect(renewed.status).toBe(200);
    expect(renewed.body.output).toMatchObject({ channel: direct, expires_at: null });
    expect((await mute(ann, group, { duration: '1d' })).status).toBe(201);
    expect(await mutedOf(ann)).toEqual([direct, group]);
    // Muting is the member's own: the other member of the conversation has muted nothing.
    expect(await mutedOf(bea)).toEqual([]);
    expect((await unmute(bea, direct)).status).toBe(404);

    expect((await unmute(ann, direct)).status).toBe(200);
    expect((await unmute(ann, direct)).status).toBe(404);
    expect(await mutedOf(ann)).toEqual([group]);
  });

  it('refuse conversations the member is not in as not found', async () => {
    const { bea, group } = await conversations();
    const [cal, dan] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await befriend(bea, cal);
    const notFound = { status: 404, error: 'conversation_not_found' };
    for (const channel of [
      // Another member's direct conversation, and a group one is not in or that does not exist.
      directChannelOf(bea.id, cal.id),
      group,
      groupChannelOf(randomUUID()),
    ]) {
      const answer = await mute(dan, channel);
      expect({ status: answer.status, error: answer.body.error }, channel).toEqual(notFound);
    }
    // A direct conversation naming the member, with someone unknown or who blocks them.
    expect((await mute(dan, directChannelOf(dan.id, randomUUID()))).status).toBe(404);
    expect((await cal.call('POST', `/blocks/${dan.id}`)).status).toBe(200);
    expect((await mute(dan, directChannelOf(dan.id, cal.id))).status).toBe(404);
    // A member who left a group can no longer mute it.
    expect((await bea.call('DELETE', `/groups/${group.slice('group.'.length)}/members/${bea.id}`)).status).toBe(200);
    expect((await mute(bea, group)).status).toBe(404);
    expect(await mutedOf(dan)).toEqual([]);
  });

  it('refuse what is not a conversation’s channel, NUL characters, overlong channels and unknown durations', async () => {
    const { ann, bea, direct } = await conversations();
    const [first, second] = [ann.id, bea.id].sort();
    for (const channel of [
      `dm.${second}.${first}`,
      `dm.${ann.id}.${ann.id}`,
      `dm.${ann.id}.${bea.id}.x`,
      `dm.${ann.id}`,
      `user.${ann.id}`,
      'public.lobby',
      'group.',
      'group.not-a-group',
      `group.${randomUUID().toUpperCase()}`,
      `group.${'a'.repeat(mutingLimits.channelMaxLength)}`,
      `group.${randomUUID()}\u0000`,
    ]) {
      const answer = await mute(ann, channel);
      expect(answer.status, channel).toBe(422);
    }
    const overlong = await mute(ann, `dm.${'a'.repeat(100)}`);
    expect(overlong.body.extra.message).toEqual({ channel: [mutingCopy.channelTooLong] });
    for (const body of [{ duration: '2d' }, {}, { duration: null }]) expect((await mute(ann, direct, body)).status).toBe(422);
    expect((await unmute(ann, 'group.nope')).status).toBe(422);
    expect(await mutedOf(ann)).toEqual([]);
  });

  it(`refuse a conversation past ${mutingLimits.conversationsMax} unexpired ones; expired ones neither count nor show`, async () => {
    const { ann, direct, group } = await conversations();
    // The rate limit allows fewer a minute than the cap: the first ones are stored directly.
    await t.app.database.db.execute(
      sql`insert into muted_conversations (member_id, channel)
        select ${ann.id}, 'group.' || gen_random_uuid() from generate_series(1, ${mutingLimits.conversationsMax})`,
    );
    const refused = await mute(ann, direct);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(mutingCopy.tooManyConversations);
    // Renewing one already muted is no new one.
    const [someChannel] = await mutedOf(ann);
    await t.app.database.db.execute(sql`update muted_conversations set channel = ${group} where channel = ${someChannel}`);
    expect((await mute(ann, group, { duration: '30d' })).status).toBe(200);

    await t.app.database.db.execute(
      sql`update muted_conversations set expires_at = now() - interval '1 minute' where member_id = ${ann.id} and channel <> ${group}`,
    );
    expect(await mutedOf(ann)).toEqual([group]);
    expect((await mute(ann, direct)).status).toBe(201);
    expect(await mutedOf(ann)).toEqual([group, direct]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meshworkActorUri, meshworkHost } from '../../../../test/federationPair.js';
import { jobsSettled } from '../../../../test/jobHelpers.js';
import {
  startRecordedMastodon,
  type MastodonPayload,
  type PayloadValues,
  type RecordedMastodon,
} from '../../../../test/recordedMastodon.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../../test/testApp.js';

let t: TestApp;
let mastodon: RecordedMastodon;
let member: SignedInMember;
let values: PayloadValues;
beforeAll(async () => {
  t = await startTestApp({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
  mastodon = await startRecordedMastodon();
  member = await signedInMember(t);
  values = { member: meshworkActorUri(member.id).href, username: member.member.username };
});
afterAll(async () => {
  await mastodon?.close();
  await t?.close();
});

/** Posts the recorded payload to Meshwork's shared inbox, and waits until Meshwork has handled it. */
async function deliver(payload: MastodonPayload, extra: PayloadValues = {}) {
  expect(await mastodon.deliver(payload, { ...values, ...extra }, `${t.baseUrl}/ap/inbox`)).toBe(202);
  await jobsSettled(t, 'federation-message');
}

const feedNotes = async () => (await member.call('GET', '/social/feed')).body.output.remote_posts as Array<Record<string, unknown>>;

describe("Mastodon's own JSON (test/fixtures/activitypub/mastodon)", () => {
  it('a Follow: the account is kept as its actor document says, follows the member, and is sent an Accept', async () => {
    await deliver('follow');
    const followId = `${mastodon.origin}/2f1c7d4e-5b8a-4c39-9e61-0a3f5d7b9c21`;
    await expect
      .poll(() => mastodon.received.some((activity) => activity.type === 'Accept' && JSON.stringify(activity.object).includes(followId)), {
        timeout: 20_000,
      })
      .toBe(true);
    const { rows } = await t.app.database.db.execute(
      sql`select a.handle, a.name, a.icon_url, a.header_url, a.inbox, a.shared_inbox from remote_followers f join remote_actors a on a.id = f.remote_actor_id where f.member_id = ${member.id}`,
    );
    expect(rows).toEqual([
      {
        handle: `alice@${new URL(mastodon.origin).host}`,
        name: 'Alice Example',
        icon_url: `${mastodon.origin}/system/accounts/avatars/000/000/001/original/alice.png`,
        header_url: `${mastodon.origin}/system/accounts/headers/000/000/001/original/header.png`,
        inbox: `${mastodon.actorUri}/inbox`,
        shared_inbox: `${mastodon.origin}/inbox`,
      },
    ]);
    const [notification] = (await member.call('GET', '/notifications')).body.output.items;
    expect(notification).toMatchObject({
      type: 'follow',
      actor: null,
      remote_actor: { handle: `alice@${new URL(mastodon.origin).host}`, name: 'Alice Example', profile_url: mastodon.actorUri },
    });
  });

  it("an Accept embedding the member's Follow makes it accepted", async () => {
    const follow = `${values.member}#follows/recorded`;
    await t.app.database.db.execute(
      sql`insert into remote_following (member_id, remote_actor_id, follow_activity_id, state)
          select ${member.id}, id, ${follow}, 'pending' from remote_actors where uri = ${mastodon.actorUri}`,
    );
    await deliver('accept', { follow });
    const { rows } = await t.app.database.db.execute(sql`select state from remote_following where member_id = ${member.id}`);
    expect(rows).toEqual([{ state: 'accepted' }]);
  });

  it('a Create of a Note with a mention, a hashtag and a picture reaches the feed sanitised, with its alt text; its Delete removes it', async () => {
    await deliver('create-note');
    const [note] = await feedNotes();
    expect(note).toMatchObject({
      url: `${mastodon.origin}/@alice/113500000000000001`,
      published_at: '2026-11-20T10:00:00.000Z',
      sensitive: false,
      summary: null,
      author: { handle: `alice@${new URL(mastodon.origin).host}`, name: 'Alice Example' },
      attachments: [
        {
          url: `${mastodon.origin}/system/media_attachments/files/113/500/000/original/avatar.png`,
          media_type: 'image/png',
          description: 'A violet avatar waving',
          width: 640,
          height: 480,
        },
      ],
    });
    expect(note!.content_html).toContain('my new avatar');
    expect(note!.content_html).toContain(`href="${mastodon.origin}/tags/avatars"`);
    expect(note!.content_html).not.toContain('script');
    // It mentions the member, who hears of it once, however often it comes.
    await deliver('create-note');
    const mentions = (await member.call('GET', '/notifications')).body.output.items.filter(
      (item: { type: string }) => item.type === 'mention',
    );
    expect(mentions).toEqual([
      expect.objectContaining({ actor: null, remote_actor: expect.objectContaining({ profile_url: mastodon.actorUri }) }),
    ]);

    await deliver('delete');
    expect(await feedNotes()).toEqual([]);
  });

  it("a Like and an Announce of the member's post are counted", async () => {
    const { body } = await member.call('POST', '/posts', { text: 'A public post', visibility: 'public' });
    await deliver('like', { post: `${meshworkHost}/ap/posts/${body.output.id}` });
    await deliver('announce', { post: `${meshworkHost}/ap/posts/${body.output.id}` });
    const counts = (await member.call('GET', `/posts/${body.output.id}/fediverse`)).body.output;
    expect({ likes: counts.likes, shares: counts.shares }).toEqual({ likes: 1, shares: 1 });
  });
});

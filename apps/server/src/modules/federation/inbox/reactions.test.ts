import { Announce, Create, Delete, EmojiReact, Like, Note, PUBLIC_COLLECTION, Undo, type Activity } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { federationPair, meshworkHost } from '../../../../test/federationPair.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';

let author: SignedInMember;
const fed = federationPair(['alice', 'bob', 'carol']);
beforeAll(async () => {
  author = await signedInMember(fed.t);
});

/** Sends as a remote actor to the author's inbox, at once, so that a refusal throws here. */
const send = (activity: Activity, username = 'alice') => fed.deliver(activity, author.id, username);

const write = async (visibility: 'public' | 'friends'): Promise<string> => {
  const { status, body } = await author.call('POST', '/posts', { text: 'a post', visibility });
  expect(status).toBe(201);
  return body.output.id;
};
const postUri = (postId: string) => new URL(`${meshworkHost}/ap/posts/${postId}`);

let activityCount = 0;
const activityId = (kind: string) => new URL(`${fed.remote.origin}/${kind}/${++activityCount}`);
const like = (object: URL, username = 'alice') => new Like({ id: activityId('likes'), actor: fed.remote.actorUri(username), object });
const announce = (object: URL, username = 'alice') =>
  new Announce({ id: activityId('announces'), actor: fed.remote.actorUri(username), object, to: PUBLIC_COLLECTION });
const undo = (activity: Like | Announce, username = 'alice') =>
  new Undo({ id: activityId('undos'), actor: fed.remote.actorUri(username), object: activity });

const counts = async (postId: string) => {
  const { body } = await author.call('GET', `/posts/${postId}/fediverse`);
  return { likes: body.output.likes, shares: body.output.shares };
};

describe('remote likes and shares of a member’s post', () => {
  it('are counted once each, and uncounted by their own actor’s Undo only', async () => {
    const postId = await write('public');
    const liked = like(postUri(postId));
    const shared = announce(postUri(postId), 'bob');
    await send(liked);
    await send(liked);
    // A second Like by the same actor, of the same post, is the same like.
    await send(like(postUri(postId)));
    await send(shared, 'bob');
    await fed.handled();
    expect(await counts(postId)).toEqual({ likes: 1, shares: 1 });

    // Bob cannot undo Alice's like.
    await send(new Undo({ id: activityId('undos'), actor: fed.remote.actorUri('bob'), object: liked.id }), 'bob');
    await fed.handled();
    expect(await counts(postId)).toEqual({ likes: 1, shares: 1 });

    await send(undo(liked));
    await send(undo(shared, 'bob'), 'bob');
    await fed.handled();
    expect(await counts(postId)).toEqual({ likes: 0, shares: 0 });
  });

  it('tell the author, named by the remote account and leading to the post, until their Undo withdraws it', async () => {
    const reader = await signedInMember(fed.t);
    const postId = (await reader.call('POST', '/posts', { text: 'a post to like', visibility: 'public' })).body.output.id as string;
    const notificationsOf = async () =>
      (await reader.call('GET', '/notifications')).body.output.items.map(
        (item: { type: string; actor: unknown; remote_actor: { handle: string } | null; post_id: string | null }) => ({
          type: item.type,
          actor: item.actor,
          handle: item.remote_actor?.handle,
          post_id: item.post_id,
        }),
      );
    const liked = new Like({ id: activityId('likes'), actor: fed.remote.actorUri('alice'), object: postUri(postId) });
    await fed.deliver(liked, reader.id);
    await fed.deliver(announce(postUri(postId), 'bob'), reader.id, 'bob');
    await fed.handled();
    const host = new URL(fed.remote.origin).host;
    expect(await notificationsOf()).toEqual([
      { type: 'share', actor: null, handle: `bob@${host}`, post_id: postId },
      { type: 'reaction', actor: null, handle: `alice@${host}`, post_id: postId },
    ]);
    expect((await reader.call('GET', '/notifications/unread-count')).body.output.unread_count).toBe(2);

    await fed.deliver(undo(liked), reader.id);
    await fed.handled();
    expect(await notificationsOf()).toEqual([{ type: 'share', actor: null, handle: `bob@${host}`, post_id: postId }]);
  });

  it('keep a Misskey emoji reaction as a like with its emoji', async () => {
    const postId = await write('public');
    await send(
      new EmojiReact({ id: activityId('reacts'), actor: fed.remote.actorUri('carol'), object: postUri(postId), content: '🎉' }),
      'carol',
    );
    await fed.handled();
    expect(await counts(postId)).toEqual({ likes: 1, shares: 0 });
    const { rows } = await fed.t.app.database.db.execute(sql`select kind, emoji from remote_reactions where post_id = ${postId}`);
    expect(rows).toEqual([{ kind: 'like', emoji: '🎉' }]);
  });

  it('of a friends-only post, or of anything not a post of ours, are ignored', async () => {
    const friendsOnly = await write('friends');
    await send(like(postUri(friendsOnly)));
    await send(like(new URL(`${fed.remote.origin}/notes/1`)));
    await fed.handled();
    const { rows } = await fed.t.app.database.db.execute(
      sql`select count(*)::int as n from remote_reactions where post_id = ${friendsOnly}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('go with the replies and the notifications of an actor whose Delete names itself', async () => {
    const postId = await write('public');
    const note = new Note({
      id: new URL(`${fed.remote.origin}/notes/bob-gone`),
      attribution: fed.remote.actorUri('bob'),
      content: 'bye',
      published: Temporal.Instant.from('2026-11-01T10:00:00Z'),
      to: PUBLIC_COLLECTION,
      replyTarget: postUri(postId),
    });
    await send(new Create({ id: activityId('creates'), actor: fed.remote.actorUri('bob'), object: note }), 'bob');
    await send(like(postUri(postId), 'bob'), 'bob');
    await fed.handled();
    expect(await counts(postId)).toEqual({ likes: 1, shares: 0 });
    const fromBob = async () =>
      (await author.call('GET', '/notifications')).body.output.items.filter((item: { remote_actor: { handle: string } | null }) =>
        item.remote_actor?.handle.startsWith('bob@'),
      ).length;
    expect(await fromBob()).toBe(2);

    await send(new Delete({ id: activityId('deletes'), actor: fed.remote.actorUri('bob'), object: fed.remote.actorUri('bob') }), 'bob');
    await fed.handled();
    expect(await counts(postId)).toEqual({ likes: 0, shares: 0 });
    expect((await author.call('GET', `/posts/${postId}/fediverse`)).body.output.replies.items).toEqual([]);
    expect(await fromBob()).toBe(0);
  });
});

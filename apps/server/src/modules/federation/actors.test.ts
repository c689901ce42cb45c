import { Person, PropertyValue } from '@fedify/vocab';
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
});
afterAll(() => t.close());

const host = 'http://meshwork.test';
const activityJson = { accept: 'application/activity+json' };
const getActor = (id: string) => t.request('GET', `/ap/actors/${id}`, { headers: activityJson });

const mastodonFields = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/activitypub/mastodonAccountFields.json'), 'utf8'),
) as { required: string[]; booleans: string[]; whenSet: string[] };

/** The values at a dotted path of a JSON document; `[]` steps into every item of an array. */
function valuesAt(document: unknown, fieldPath: string): unknown[] {
  return fieldPath.split('.').reduce<unknown[]>(
    (values, step) => {
      const [name, each] = step.endsWith('[]') ? [step.slice(0, -2), true] : [step, false];
      const next = values.map((value) => (value as Record<string, unknown> | undefined)?.[name]);
      return each ? next.flatMap((value) => (Array.isArray(value) ? value : [])) : next;
    },
    [document],
  );
}

describe('an actor', () => {
  it('is a Person with the member’s profile, collections, keys and the About a stranger sees', async () => {
    const member = await createMember(t.app, {
      fullname: 'Ada <Lovelace>',
      bio: 'Engines & numbers\n\nSecond <b>paragraph</b>',
      location: 'London',
      website: 'https://ada.example',
      hometown: 'Marylebone',
      birthday: '1815-12-10',
      birthdayVisibility: 'friends',
      userImage: '/files/members/x/profile-a.webp',
      coverImage: 'https://cdn.example/cover.webp',
    });
    const { status, body } = await getActor(member.id);
    expect(status).toBe(200);
    const person = await Person.fromJsonLd(body);
    const id = `${host}/ap/actors/${member.id}`;
    expect(person.id?.href).toBe(id);
    expect(person.preferredUsername).toBe(member.username);
    expect(person.name).toBe('Ada <Lovelace>');
    expect(person.summary).toBe('<p>Engines &#38; numbers</p><p>Second &#60;b&#62;paragraph&#60;/b&#62;</p>');
    expect(person.url?.href).toBe(`${host}/profile/${member.username}`);
    expect((await person.getIcon())?.url?.href).toBe(`${host}/files/members/x/profile-a.webp`);
    expect((await person.getImage())?.url?.href).toBe('https://cdn.example/cover.webp');
    expect(person.published?.epochMilliseconds).toBe(member.createdAt.getTime());
    expect(person.manuallyApprovesFollowers).toBe(false);
    expect(person.discoverable).toBe(true);
    expect(person.inboxId?.href).toBe(`${id}/inbox`);
    expect(person.endpoints?.sharedInbox?.href).toBe(`${host}/ap/inbox`);
    expect(person.outboxId?.href).toBe(`${id}/outbox`);
    expect(person.followersId?.href).toBe(`${id}/followers`);
    expect(person.followingId?.href).toBe(`${id}/following`);
    expect(person.featuredId?.href).toBe(`${id}/featured`);

    const fields: Array<[unknown, unknown]> = [];
    for await (const attachment of person.getAttachments())
      if (attachment instanceof PropertyValue) fields.push([attachment.name, attachment.value]);
    // The birthday is for friends only: a stranger's view leaves it out.
    expect(fields).toEqual([
      ['Lives in', 'London'],
      ['Website', '<a href="https://ada.example" rel="me nofollow noopener noreferrer" target="_blank">https://ada.example</a>'],
      ['Hometown', 'Marylebone'],
    ]);

    const key = await person.getPublicKey();
    expect(key?.ownerId?.href).toBe(id);
    expect(createPublicKey(body.publicKey.publicKeyPem).asymmetricKeyType).toBe('rsa');
    const multikeys = [];
    for await (const multikey of person.getAssertionMethods()) multikeys.push(multikey);
    expect(multikeys.map((multikey) => multikey.publicKey?.algorithm.name)).toEqual(['RSASSA-PKCS1-v1_5', 'Ed25519']);
  });

  it('has what Mastodon reads of an account (test/fixtures/activitypub)', async () => {
    const member = await createMember(t.app, {
      location: 'Lyon',
      userImage: '/files/members/y/p.webp',
      coverImage: '/files/members/y/c.webp',
    });
    const { body } = await getActor(member.id);
    expect(body.type).toBe('Person');
    for (const field of mastodonFields.required)
      expect(
        valuesAt(body, field).every((value) => typeof value === 'string' && value !== ''),
        field,
      ).toBe(true);
    for (const field of mastodonFields.booleans) expect(typeof valuesAt(body, field)[0], field).toBe('boolean');
    for (const field of mastodonFields.whenSet) {
      const values = valuesAt(body, field);
      expect(values.length > 0 && values.every((value) => typeof value === 'string'), field).toBe(true);
    }
    expect(body.publicKey.owner).toBe(body.id);
    expect(new URL(body.url).host).toBe(new URL(body.id).host);
  });

  it('sends a browser to the member’s profile page', async () => {
    const member = await createMember(t.app);
    const response = await fetch(`${t.baseUrl}/ap/actors/${member.id}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/profile/${member.username}`);
  });

  it('does not exist for a suspended, leaving or unapproved member, nor for an id that is no member’s', async () => {
    const hidden = await Promise.all([
      createMember(t.app, { suspendedAt: new Date() }),
      createMember(t.app, { deleteRequestTimestamp: new Date() }),
      createMember(t.app, { awaitingApprovalSince: new Date() }),
    ]);
    for (const id of [...hidden.map((member) => member.id), '00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'a%00b'])
      expect((await getActor(id)).status, id).toBe(404);
  });
});

describe('key pairs', () => {
  const keyRows = (memberId: string) =>
    t.app.database.db.execute<{ algorithm: string; public_key: unknown }>(
      sql`select algorithm, public_key from federation_key_pairs where member_id = ${memberId} order by algorithm`,
    );

  it('are made once: a later request shows the same keys', async () => {
    const member = await createMember(t.app);
    const first = (await getActor(member.id)).body;
    const second = (await getActor(member.id)).body;
    expect(second.publicKey.publicKeyPem).toBe(first.publicKey.publicKeyPem);
    expect(second.assertionMethod).toEqual(first.assertionMethod);
  });

  it('are one pair per algorithm when first requests come at once', async () => {
    const member = await createMember(t.app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => getActor(member.id)));
    const { rows } = await keyRows(member.id);
    expect(rows.map((row) => row.algorithm)).toEqual(['Ed25519', 'RSASSA-PKCS1-v1_5']);
    expect(new Set(answers.map((answer) => answer.body.publicKey.publicKeyPem)).size).toBe(1);
  });

  it('go with the member when the member is deleted', async () => {
    const member = await createMember(t.app);
    await getActor(member.id);
    await t.app.database.db.execute(sql`delete from members where id = ${member.id}`);
    expect((await keyRows(member.id)).rows).toEqual([]);
  });
});

describe('collections', () => {
  const collection = (url: string) => t.request('GET', url.replace(host, ''), { headers: activityJson });

  it('list a creator’s local followers by actor URI, in pages', async () => {
    const creator = await createMember(t.app, { isCreator: true });
    const fans = await Promise.all([createMember(t.app), createMember(t.app), createMember(t.app, { suspendedAt: new Date() })]);
    for (const fan of fans)
      await t.app.database.db.execute(sql`insert into follows (follower_id, followee_id) values (${fan.id}, ${creator.id})`);
    const { body } = await collection(`/ap/actors/${creator.id}/followers`);
    expect(body.totalItems).toBe(2);
    const page = await collection(body.first);
    const expected = fans.slice(0, 2).map((fan) => `${host}/ap/actors/${fan.id}`);
    expect([...page.body.orderedItems].sort()).toEqual(expected.sort());

    const following = await collection(`/ap/actors/${fans[0]!.id}/following`);
    expect(following.body.totalItems).toBe(1);
    // The fan is no creator: whom they follow is counted, not listed.
    expect(following.body.first).toBeUndefined();
    expect(following.body.orderedItems).toBeUndefined();
  });

  it('answer an empty outbox and featured collection, and 404 for a member who is no actor', async () => {
    const member = await createMember(t.app);
    for (const name of ['outbox', 'featured']) {
      const { status, body } = await collection(`/ap/actors/${member.id}/${name}`);
      expect(status).toBe(200);
      expect(body.totalItems ?? 0).toBe(0);
    }
    const hidden = await createMember(t.app, { suspendedAt: new Date() });
    for (const name of ['followers', 'following', 'outbox', 'featured'])
      expect((await collection(`/ap/actors/${hidden.id}/${name}`)).status, name).toBe(404);
  });
});

import { jsonShapeLimits, jsonShapeMessages } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** `{ a: { a: … 1 } }`, `depth` objects deep. */
const nestedObject = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

const refusedField = (field: string, message: string) => ({
  status: 422,
  body: { status_code: 422, error: 'validation_failed', message: 'Some fields are not valid', extra: { message: { [field]: [message] } } },
});

describe('the shape of product API bodies', () => {
  it('refuses a body nested deeper than the limit with a 422 naming where', async () => {
    const answer = await t.request('POST', '/api/auth/login', { body: { login: nestedObject(jsonShapeLimits.maxDepth), password: 'x' } });
    const where = ['login', ...Array.from({ length: jsonShapeLimits.maxDepth - 1 }, () => 'a')].join('.');
    expect(answer).toEqual(refusedField(where, jsonShapeMessages.depth(jsonShapeLimits.maxDepth)));
  });

  it('refuses a body nested a hundred thousand levels deep without failing', async () => {
    const depth = 100_000;
    const answer = await t.request('POST', '/api/auth/login', { rawBody: `${'['.repeat(depth)}${']'.repeat(depth)}` });
    expect(answer.status).toBe(422);
    expect(Object.values(answer.body.extra.message)).toEqual([[jsonShapeMessages.depth(jsonShapeLimits.maxDepth)]]);
  });

  it('refuses a body with more keys and elements than the limit', async () => {
    const keys = Object.fromEntries(Array.from({ length: jsonShapeLimits.maxNodes + 1 }, (_, index) => [`k${index}`, 0]));
    const answer = await t.request('POST', '/api/auth/login', { body: { login: 'someone', password: 'x', keys } });
    expect(answer).toEqual(refusedField('keys', jsonShapeMessages.size(jsonShapeLimits.maxNodes)));
  });

  it('leaves a body within the limits to the route schema', async () => {
    const answer = await t.request('POST', '/api/auth/login', {
      body: { login: nestedObject(jsonShapeLimits.maxDepth - 1), password: 'x' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.extra.message.login).toEqual(['Email or username is required']);
  });
});

describe('a NUL character in product API input', () => {
  it('is refused in every body field with a 422 for that field', async () => {
    const member = await signedInMember(t);
    expect(await t.request('POST', '/api/auth/login', { body: { login: 'a\u0000b', password: 'x' } })).toEqual(
      refusedField('login', jsonShapeMessages.nul),
    );
    const registration = { fullname: 'Nul Byte', username: 'nul_byte', email: 'nul@example.com', password: 'Str0ng!Pass\u0000' };
    expect(await t.request('POST', '/api/auth/register', { body: registration })).toEqual(refusedField('password', jsonShapeMessages.nul));
    expect(await member.call('POST', `/user/update/${member.id}`, { bio: 'hello\u0000world' })).toEqual(
      refusedField('bio', jsonShapeMessages.nul),
    );
    expect(await member.call('POST', `/user/update/${member.id}`, { categories: ['ok', '\u0000'] })).toEqual(
      refusedField('categories.1', jsonShapeMessages.nul),
    );
  });

  it('is refused in the query string and the path', async () => {
    const { token } = await signedInMember(t);
    for (const path of ['/api/friends?search_query=a%00', '/api/people?search_query=%00']) {
      expect(await t.request('GET', path, { token }), path).toEqual(refusedField('search_query', jsonShapeMessages.nul));
    }
    expect(await t.request('GET', '/api/dev/mailbox?to=%00')).toEqual(refusedField('to', jsonShapeMessages.nul));
    expect(await t.request('GET', '/dev/mailbox?to=x%00y')).toEqual(refusedField('to', jsonShapeMessages.nul));
    expect(await t.request('POST', '/api/follows/a%00b', { token })).toEqual(refusedField('user_id', jsonShapeMessages.nul));
  });

  it('is refused in a plain-text body and in a key', async () => {
    const text = await t.request('POST', '/api/auth/login', { rawBody: 'a\u0000', headers: { 'content-type': 'text/plain' } });
    expect(text).toEqual(refusedField('body', jsonShapeMessages.nul));
    expect(await t.request('POST', '/api/auth/login', { body: { login: 'a', password: 'b', 'x\u0000': 1 } })).toEqual(
      refusedField('x\u0000', jsonShapeMessages.nul),
    );
  });
});

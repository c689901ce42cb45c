import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MediaLinks } from './mediaLinks.js';

const hour = 60 * 60 * 1000;
const key = randomBytes(32);
/** A clock at 10:20 of some day, and one moved by `ms`. */
const tenTwenty = Date.UTC(2030, 0, 1, 10, 20);
const at = (ms: number) => () => tenTwenty + ms;
const path = '/api/post-images/6f1c0e2a-1b2c-4d3e-8f90-a1b2c3d4e5f6/small';
const queryOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

describe('media links', () => {
  it('open their path until a full hour at least two hours away, and stay the same within the hour', () => {
    const link = new MediaLinks(key, at(0)).sign(path, { v: 'abc' });
    expect(link).toMatch(new RegExp(`^${path}\\?v=abc&expires=\\d+&signature=[\\w-]{43}$`));
    expect(Number(queryOf(link).expires) * 1000).toBe(Date.UTC(2030, 0, 1, 13));
    expect(new MediaLinks(key, at(39 * 60 * 1000)).sign(path, { v: 'abc' })).toBe(link);
    expect(new MediaLinks(key, at(41 * 60 * 1000)).sign(path, { v: 'abc' })).not.toBe(link);
    expect(new MediaLinks(key, at(0)).verify(path, queryOf(link))).toBe('valid');
    expect(new MediaLinks(key, at(2 * hour + 39 * 60 * 1000)).verify(path, queryOf(link))).toBe('valid');
    expect(new MediaLinks(key, at(2 * hour + 40 * 60 * 1000)).verify(path, queryOf(link))).toBe('expired');
  });

  it('open nothing else: another path, another key, an altered expiry or signature, a malformed query', () => {
    const links = new MediaLinks(key, at(0));
    const query = queryOf(links.sign(path));
    expect(links.verify(path.replace('small', 'large'), query)).toBe('invalid');
    expect(links.verify(`${path}/`, query)).toBe('invalid');
    expect(new MediaLinks(randomBytes(32), at(0)).verify(path, query)).toBe('invalid');
    expect(links.verify(path, { ...query, expires: String(Number(query.expires) + 3600) })).toBe('invalid');
    const last = query.signature!.at(-1) === 'A' ? 'B' : 'A';
    expect(links.verify(path, { ...query, signature: `${query.signature!.slice(0, -1)}${last}` })).toBe('invalid');
    expect(links.verify(path, { ...query, signature: `${query.signature}=` })).toBe('invalid');
    expect(links.verify(path, { ...query, signature: [query.signature, query.signature] })).toBe('invalid');
    expect(links.verify(path, { ...query, expires: `${query.expires}.0` })).toBe('invalid');
    expect(links.verify(path, { expires: query.expires })).toBe('invalid');
    expect(links.verify(path, {})).toBe('invalid');
  });
});

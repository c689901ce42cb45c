import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../errors.js';
import { encodeCursor, includesOf, listAnswer, listQueryOf } from './listQuery.js';

const includes = ['custom', 'status', 'type'];

function statusOf(work: () => unknown): number | undefined {
  try {
    work();
  } catch (error) {
    return error instanceof ProtocolError ? error.status : undefined;
  }
  return undefined;
}

describe('listQueryOf', () => {
  it('has the protocol defaults', () => {
    expect(listQueryOf({}, includes)).toEqual({ include: new Set(), count: false, limit: 100, offset: 0, filter: undefined, sort: [] });
  });

  it('reads include, count, limit, cursors, filter and repeated sort keys', () => {
    const query = listQueryOf(
      {
        include: 'custom,status',
        count: 'true',
        limit: '2',
        start: encodeCursor(4),
        filter: "name == 'a'",
        sort: ['name', 'updated:desc'],
      },
      includes,
    );
    expect(query).toMatchObject({ include: new Set(['custom', 'status']), count: true, limit: 2, offset: 4 });
    expect(query.sort).toEqual([
      { path: 'name', descending: false },
      { path: 'updated', descending: true },
    ]);
    expect(listQueryOf({ end: encodeCursor(2) }, includes).offset).toBe(2);
  });

  it('treats include=false and an empty include as nothing', () => {
    expect(includesOf({ include: 'false' }, includes).size).toBe(0);
    expect(includesOf({ include: '' }, includes).size).toBe(0);
  });

  it.each([
    [{ limit: '101' }],
    [{ limit: '0' }],
    [{ limit: 'ten' }],
    [{ start: 'bm9wZQ' }],
    [{ sort: 'name:up' }],
    [{ sort: ['name', ':desc'] }],
    [{ include: 'everything' }],
    [{ filter: "name = 'a'" }],
  ])('answers 400 to %j', (raw) => {
    expect(statusOf(() => listQueryOf(raw, includes))).toBe(400);
  });
});

describe('listAnswer', () => {
  const rows = [1, 2, 3, 4, 5];

  it('pages with next and prev cursors and counts when asked', () => {
    const first = listAnswer(rows, listQueryOf({ limit: '2', count: 'true' }, includes), (n) => n);
    expect(first).toMatchObject({ status: 200, data: [1, 2], totalCount: 5 });
    expect(first).not.toHaveProperty('prev');
    const second = listAnswer(rows, listQueryOf({ limit: '2', start: first.next }, includes), (n) => n);
    expect(second.data).toEqual([3, 4]);
    expect(second).not.toHaveProperty('totalCount');
    const last = listAnswer(rows, listQueryOf({ limit: '2', start: second.next }, includes), (n) => n);
    expect(last.data).toEqual([5]);
    expect(last).not.toHaveProperty('next');
    expect(listAnswer(rows, listQueryOf({ limit: '2', end: last.prev }, includes), (n) => n).data).toEqual([3, 4]);
  });
});

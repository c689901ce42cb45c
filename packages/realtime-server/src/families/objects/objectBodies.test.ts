import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../errors.js';
import { membershipChangesOf, metadataChangesOf } from './objectBodies.js';

const fields = ['name', 'email'] as const;

describe('metadataChangesOf', () => {
  it('keeps the given fields and ignores unknown ones', () => {
    expect(metadataChangesOf({ name: 'Ada', email: null, id: 'x', custom: { a: 1, b: 'x', c: true } }, fields)).toEqual({
      text: { name: 'Ada', email: null },
      custom: { a: 1, b: 'x', c: true },
    });
    expect(metadataChangesOf({}, fields)).toEqual({ text: {} });
  });

  it.each([[null], [[1]], ['text'], [{ name: 5 }], [{ custom: { nested: { a: 1 } } }], [{ custom: [1] }], [{ name: 'x'.repeat(3000) }]])(
    'refuses %j',
    (body) => {
      expect(() => metadataChangesOf(body, fields)).toThrow(ProtocolError);
    },
  );
});

describe('membershipChangesOf', () => {
  it('reads set, and removals under remove or delete', () => {
    const changes = membershipChangesOf(
      {
        set: [{ channel: { id: 'a' }, custom: { role: 'owner' } }],
        remove: [{ channel: { id: 'b' } }],
        delete: [{ channel: { id: 'c' } }],
      },
      'channel',
    );
    expect(changes.set).toEqual([{ id: 'a', custom: { role: 'owner' }, status: undefined, type: undefined }]);
    expect(changes.remove).toEqual(['b', 'c']);
  });

  it.each([
    [{ set: 'a' }],
    [{ set: [{ channel: {} }] }],
    [{ set: [{ uuid: { id: 'a' } }] }],
    [{ delete: [{ channel: { id: 'a,b' } }] }],
    [{ set: Array.from({ length: 101 }, (_, i) => ({ channel: { id: `c${i}` } })) }],
  ])('refuses %j', (body) => {
    expect(() => membershipChangesOf(body, 'channel')).toThrow(ProtocolError);
  });
});

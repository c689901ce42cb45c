import { describe, expect, it } from 'vitest';
import { encodeFbx } from '../src/encode.js';
import { doubles, ints, node, objectName } from '../src/record.js';
import { find, readFbx } from './readFbx.js';

const sample = () =>
  encodeFbx([
    node(
      'Top',
      [],
      [
        node('Values', [
          true,
          7,
          1_000_000_000_000n,
          0.5,
          'text',
          { type: 'F', value: 0.25 },
          { type: 'R', value: Uint8Array.of(1, 2, 3) },
        ]),
        node('Small', [doubles([1.5, 2.5]), ints([-1, 2, -3])]),
        node('Large', [
          doubles(Array.from({ length: 100 }, (_, index) => index / 4)),
          { type: 'l', value: [1n, 2n] },
          { type: 'f', value: [0.5] },
        ]),
        node('Empty'),
        node('Last'),
      ],
    ),
    node('Named', [objectName('Hips', 'Model')]),
  ]);

describe('the binary record encoder', () => {
  it('starts with the binary magic and version 7400', () => {
    const file = sample();
    expect(Buffer.from(file.subarray(0, 23)).toString('latin1')).toBe('Kaydara FBX Binary  \x00\x1a\x00');
    expect(readFbx(file).version).toBe(7400);
  });

  it('writes every property type, and records whose end offsets match their content', () => {
    const { records } = readFbx(sample());
    expect(find(records, 'Top', 'Values')!.properties).toEqual([true, 7, 1_000_000_000_000n, 0.5, 'text', 0.25, Uint8Array.of(1, 2, 3)]);
    expect(find(records, 'Top', 'Small')!.properties).toEqual([
      { encoding: 0, values: [1.5, 2.5] },
      { encoding: 0, values: [-1, 2, -3] },
    ]);
    expect(find(records, 'Named')!.properties).toEqual(['Hips\x00\x01Model']);
  });

  it('deflates arrays over 128 bytes and leaves smaller ones raw', () => {
    const large = find(readFbx(sample()).records, 'Top', 'Large')!;
    expect(large.properties[0]).toEqual({ encoding: 1, values: Array.from({ length: 100 }, (_, index) => index / 4) });
    expect(large.properties[1]).toEqual({ encoding: 0, values: [1n, 2n] });
  });

  it('closes each nested list with a NULL record, and an empty record unless it is last in its list', () => {
    const { records } = readFbx(sample());
    const top = find(records, 'Top')!;
    expect(top.nullRecord).toBe(true);
    expect(top.end).toBe(top.children.at(-1)!.end + 13);
    expect(find(records, 'Top', 'Empty')!.nullRecord).toBe(true);
    expect(find(records, 'Top', 'Last')!.nullRecord).toBe(false);
    expect(find(records, 'Top', 'Values')!.nullRecord).toBe(false);
    // Records follow one another: each starts where the one before ended.
    expect(top.children.slice(1).map((record) => record.start)).toEqual(top.children.slice(0, -1).map((record) => record.end));
  });

  it('ends with a NULL record at the top level and the standard footer', () => {
    const file = sample();
    const { records, footerStart } = readFbx(file);
    expect(footerStart).toBe(records.at(-1)!.end + 13);
    const footer = Buffer.from(file.subarray(footerStart));
    expect(footer.subarray(0, 16).toString('hex')).toBe('fabcab09d0c8d466b176fb831cf7267e');
    expect(footer.subarray(16, 20).every((byte) => byte === 0)).toBe(true);
    // Zeros up to a 16-byte boundary (16 of them when already aligned), then the version, 120 zeros and the magic.
    const versionAt = footer.byteLength - 16 - 120 - 4;
    expect((footerStart + versionAt) % 16).toBe(0);
    expect(versionAt - 20).toBeGreaterThanOrEqual(1);
    expect(versionAt - 20).toBeLessThanOrEqual(16);
    expect(footer.subarray(20, versionAt).every((byte) => byte === 0)).toBe(true);
    expect(footer.readUInt32LE(versionAt)).toBe(7400);
    expect(footer.subarray(versionAt + 4, versionAt + 124).every((byte) => byte === 0)).toBe(true);
    expect(footer.subarray(versionAt + 124).toString('hex')).toBe('f85a8c6adef5d97eece90ce3758f290b');
  });
});

import { deflateSync } from 'node:zlib';
import type { FbxNode, FbxProperty } from './record.js';

/** FBX 7.4: 32-bit offsets and lengths in record headers. */
export const fbxVersion = 7400;
const headerMagic = Buffer.from('Kaydara FBX Binary  \x00\x1a\x00', 'latin1');
/** A record of zeros ends each nested list and the top level (13 bytes for 32-bit headers). */
const nullRecord = Buffer.alloc(13);
/** Arrays longer than this many bytes are deflated, as Autodesk's and Blender's writers do. */
const deflateOver = 128;

// Fixed FileId, CreationTime and footer id: readers check that the three agree (as Blender's writer does, the
// file is stamped with one known triple rather than the real time).
export const fileId = Buffer.from('28b32aebb624ccc2bfc8b02aa92bfcf1', 'hex');
export const creationTime = '1970-01-01 10:00:00:000';
const footerId = Buffer.from('fabcab09d0c8d466b176fb831cf7267e', 'hex');
const footerMagic = Buffer.from('f85a8c6adef5d97eece90ce3758f290b', 'hex');

const arrayTypes = { d: Float64Array, f: Float32Array, i: Int32Array, l: BigInt64Array } as const;

function encodeArray(type: keyof typeof arrayTypes, values: ArrayLike<number> | ArrayLike<bigint>): Buffer {
  // Typed arrays hold the platform's byte order, little-endian on every platform Node runs on here.
  const typed = type === 'l' ? BigInt64Array.from(values as ArrayLike<bigint>) : arrayTypes[type].from(values as ArrayLike<number>);
  const raw = Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
  const deflate = raw.byteLength > deflateOver;
  // Level 1, as Blender's writer: the larger arrays are normals and positions, which barely compress further.
  const data = deflate ? deflateSync(raw, { level: 1 }) : raw;
  const head = Buffer.alloc(13);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(values.length, 1);
  head.writeUInt32LE(deflate ? 1 : 0, 5);
  head.writeUInt32LE(data.byteLength, 9);
  return Buffer.concat([head, data]);
}

function encodeProperty(property: FbxProperty): Buffer {
  const { type } = property;
  switch (property.type) {
    case 'C':
      return Buffer.from([type.charCodeAt(0), property.value ? 1 : 0]);
    case 'S':
    case 'R': {
      const bytes = property.type === 'S' ? Buffer.from(property.value, 'utf8') : Buffer.from(property.value);
      const head = Buffer.alloc(5);
      head.write(type, 0, 'latin1');
      head.writeUInt32LE(bytes.byteLength, 1);
      return Buffer.concat([head, bytes]);
    }
    case 'I':
    case 'F': {
      const out = Buffer.alloc(5);
      out.write(type, 0, 'latin1');
      if (property.type === 'I') out.writeInt32LE(property.value, 1);
      else out.writeFloatLE(property.value, 1);
      return out;
    }
    case 'D':
    case 'L': {
      const out = Buffer.alloc(9);
      out.write(type, 0, 'latin1');
      if (property.type === 'D') out.writeDoubleLE(property.value, 1);
      else out.writeBigInt64LE(property.value, 1);
      return out;
    }
    default:
      return encodeArray(property.type, property.value);
  }
}

/**
 * Appends one record at `offset`: its header (end offset, property count, property bytes, name),
 * properties, children, and the NULL record that closes a nested list (and, as Autodesk's files do,
 * follows an empty record unless it is the last of its list).
 */
function encodeNode(target: Buffer[], offset: number, record: FbxNode, isLast: boolean): number {
  const properties = record.properties.map(encodeProperty);
  const propertyBytes = properties.reduce((sum, bytes) => sum + bytes.byteLength, 0);
  const name = Buffer.from(record.name, 'latin1');
  if (name.byteLength > 255) throw new Error(`FBX record name too long: ${record.name}`);
  const header = Buffer.alloc(13 + name.byteLength);
  target.push(header, ...properties);
  let end = offset + header.byteLength + propertyBytes;
  if (record.children.length > 0) {
    end = encodeList(target, end, record.children);
  } else if (record.properties.length === 0 && !isLast) {
    target.push(nullRecord);
    end += nullRecord.byteLength;
  }
  header.writeUInt32LE(end, 0);
  header.writeUInt32LE(record.properties.length, 4);
  header.writeUInt32LE(propertyBytes, 8);
  header.writeUInt8(name.byteLength, 12);
  name.copy(header, 13);
  return end;
}

/** A list of records and the NULL record after it; returns the offset after both. */
function encodeList(target: Buffer[], offset: number, records: FbxNode[]): number {
  let end = offset;
  records.forEach((record, index) => {
    end = encodeNode(target, end, record, index === records.length - 1);
  });
  target.push(nullRecord);
  return end + nullRecord.byteLength;
}

/** The footer of Autodesk's files: footer id, padding to 16 bytes, the version, 120 zeros, a fixed magic. */
function footer(offset: number): Buffer {
  const afterId = offset + footerId.byteLength + 4;
  const padding = (16 - (afterId % 16)) % 16 || 16;
  const version = Buffer.alloc(4);
  version.writeUInt32LE(fbxVersion, 0);
  return Buffer.concat([footerId, Buffer.alloc(4), Buffer.alloc(padding), version, Buffer.alloc(120), footerMagic]);
}

/** A binary FBX 7.4 file of the given top-level records. */
export function encodeFbx(records: FbxNode[]): Uint8Array {
  const version = Buffer.alloc(4);
  version.writeUInt32LE(fbxVersion, 0);
  const parts: Buffer[] = [headerMagic, version];
  const end = encodeList(parts, headerMagic.byteLength + 4, records);
  parts.push(footer(end));
  return new Uint8Array(Buffer.concat(parts));
}

import { inflateSync } from 'node:zlib';

/** A record as read back: properties decoded to plain values, arrays inflated. */
export interface ReadRecord {
  name: string;
  properties: unknown[];
  children: ReadRecord[];
  /** Where the record starts and ends in the file. */
  start: number;
  end: number;
  /** Whether a NULL record closed its nested list (or stood in for one). */
  nullRecord: boolean;
}

export interface ReadFbx {
  version: number;
  records: ReadRecord[];
  /** Offset just after the top level's NULL record: the footer starts here. */
  footerStart: number;
}

const arrayReaders = {
  d: (bytes: Buffer) => Array.from(new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))),
  f: (bytes: Buffer) => Array.from(new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))),
  i: (bytes: Buffer) => Array.from(new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))),
  l: (bytes: Buffer) => Array.from(new BigInt64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))),
};

/**
 * A strict reader of binary FBX 7.x with 32-bit headers, for tests only: it throws where a record's
 * end offset does not match what was read, so a wrong length anywhere fails the test.
 */
export function readFbx(file: Uint8Array): ReadFbx {
  const bytes = Buffer.from(file);
  if (bytes.subarray(0, 23).toString('latin1') !== 'Kaydara FBX Binary  \x00\x1a\x00') throw new Error('bad magic');
  let at = 27;
  const take = (length: number) => (at += length) - length;

  function property(): unknown {
    const type = String.fromCharCode(bytes[take(1)]!);
    switch (type) {
      case 'C':
        return bytes[take(1)] === 1;
      case 'I':
        return bytes.readInt32LE(take(4));
      case 'F':
        return bytes.readFloatLE(take(4));
      case 'D':
        return bytes.readDoubleLE(take(8));
      case 'L':
        return bytes.readBigInt64LE(take(8));
      case 'S':
      case 'R': {
        const length = bytes.readUInt32LE(at);
        const data = bytes.subarray(at + 4, at + 4 + length);
        at += 4 + length;
        return type === 'S' ? data.toString('utf8') : new Uint8Array(data);
      }
      case 'd':
      case 'f':
      case 'i':
      case 'l': {
        const [count, encoding, length] = [bytes.readUInt32LE(at), bytes.readUInt32LE(at + 4), bytes.readUInt32LE(at + 8)];
        const data = bytes.subarray(at + 12, at + 12 + length);
        at += 12 + length;
        const values = arrayReaders[type](encoding === 1 ? inflateSync(data) : data);
        if (values.length !== count) throw new Error(`array of ${values.length} values, header says ${count}`);
        return { encoding, values };
      }
      default:
        throw new Error(`unknown property type ${type} at ${at - 1}`);
    }
  }

  function isNull(offset: number): boolean {
    return bytes.subarray(offset, offset + 13).every((byte) => byte === 0);
  }

  /** Records up to a NULL record (consumed) or up to `end`. */
  function list(end: number): ReadRecord[] {
    const records: ReadRecord[] = [];
    while (at < end && !isNull(at)) records.push(record());
    return records;
  }

  function record(): ReadRecord {
    const start = at;
    const [end, count, propertyBytes, nameLength] = [
      bytes.readUInt32LE(at),
      bytes.readUInt32LE(at + 4),
      bytes.readUInt32LE(at + 8),
      bytes[at + 12]!,
    ];
    const name = bytes.subarray(at + 13, at + 13 + nameLength).toString('latin1');
    at += 13 + nameLength;
    const propertiesStart = at;
    const properties = Array.from({ length: count }, property);
    if (at - propertiesStart !== propertyBytes)
      throw new Error(`${name}: properties take ${at - propertiesStart} bytes, header says ${propertyBytes}`);
    let children: ReadRecord[] = [];
    let nullRecord = false;
    if (at < end) {
      children = list(end - 13);
      if (!isNull(at)) throw new Error(`${name}: no NULL record before its end`);
      at += 13;
      nullRecord = true;
    }
    if (at !== end) throw new Error(`${name}: ends at ${at}, header says ${end}`);
    return { name, properties, children, start, end, nullRecord };
  }

  const records = list(bytes.byteLength);
  if (!isNull(at)) throw new Error('no NULL record after the top level');
  return { version: bytes.readUInt32LE(23), records, footerStart: at + 13 };
}

/** The first record of the given path of names, such as `Objects`, `Geometry`, `Vertices`. */
export function find(records: ReadRecord[], ...path: string[]): ReadRecord | undefined {
  let found: ReadRecord | undefined;
  let level = records;
  for (const name of path) {
    found = level.find((record) => record.name === name);
    if (!found) return undefined;
    level = found.children;
  }
  return found;
}

/** The two chunks of a binary glTF file (https://registry.khronos.org/glTF/specs/2.0/glTF-2.0.html#glb-file-format-specification). */
export interface Glb {
  json: GltfJson;
  binary: Uint8Array;
}

interface GltfJson {
  nodes?: Array<{ name?: string; mesh?: number; skin?: number; children?: number[] }>;
  meshes?: Array<{ name?: string; extras?: { targetNames?: string[] }; primitives: Array<{ targets?: unknown[] }> }>;
  skins?: Array<{ joints: number[] }>;
  extensionsUsed?: string[];
  extensions?: Record<string, unknown>;
  [key: string]: unknown;
}

const MAGIC = 0x46546c67;
const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;

export function readGlb(bytes: Uint8Array): Glb {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('Not a GLB file');
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== JSON_CHUNK) throw new Error('GLB without a JSON chunk');
  const json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength))) as GltfJson;
  const binStart = 20 + jsonLength;
  if (binStart >= bytes.byteLength || view.getUint32(binStart + 4, true) !== BIN_CHUNK) return { json, binary: new Uint8Array() };
  const binLength = view.getUint32(binStart, true);
  return { json, binary: bytes.subarray(binStart + 8, binStart + 8 + binLength) };
}

export function writeGlb({ json, binary }: Glb): Uint8Array {
  const jsonBytes = padded(new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const binBytes = padded(binary, 0);
  const total = 12 + 8 + jsonBytes.byteLength + (binBytes.byteLength ? 8 + binBytes.byteLength : 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonBytes.byteLength, true);
  view.setUint32(16, JSON_CHUNK, true);
  out.set(jsonBytes, 20);
  if (binBytes.byteLength) {
    const at = 20 + jsonBytes.byteLength;
    view.setUint32(at, binBytes.byteLength, true);
    view.setUint32(at + 4, BIN_CHUNK, true);
    out.set(binBytes, at + 8);
  }
  return out;
}

function padded(bytes: Uint8Array, fill: number): Uint8Array {
  const length = Math.ceil(bytes.byteLength / 4) * 4;
  if (length === bytes.byteLength) return bytes;
  const out = new Uint8Array(length).fill(fill);
  out.set(bytes);
  return out;
}

/**
 * The records of an FBX file as data: a node has a name, typed properties and child nodes.
 * Property types follow the binary format's codes (https://code.blender.org/2013/08/fbx-binary-file-format-specification/).
 */
export type FbxProperty =
  | { type: 'C'; value: boolean }
  | { type: 'I'; value: number }
  | { type: 'L'; value: bigint }
  | { type: 'D'; value: number }
  | { type: 'F'; value: number }
  | { type: 'S'; value: string }
  | { type: 'R'; value: Uint8Array }
  | { type: 'd' | 'f' | 'i'; value: ArrayLike<number> }
  | { type: 'l'; value: ArrayLike<bigint> };

export interface FbxNode {
  name: string;
  properties: FbxProperty[];
  children: FbxNode[];
}

/** A property written as a plain JavaScript value: whole numbers as I, others as D, bigints as L. */
type Loose = FbxProperty | string | number | bigint | boolean;

function property(value: Loose): FbxProperty {
  if (typeof value === 'string') return { type: 'S', value };
  if (typeof value === 'bigint') return { type: 'L', value };
  if (typeof value === 'boolean') return { type: 'C', value };
  if (typeof value === 'number') return Number.isInteger(value) ? { type: 'I', value } : { type: 'D', value };
  return value;
}

export function node(name: string, properties: Loose[] = [], children: FbxNode[] = []): FbxNode {
  return { name, properties: properties.map(property), children };
}

export const double = (value: number): FbxProperty => ({ type: 'D', value });
export const doubles = (value: ArrayLike<number>): FbxProperty => ({ type: 'd', value });
export const ints = (value: ArrayLike<number>): FbxProperty => ({ type: 'i', value });

/** An object's name in FBX: `Name\x00\x01Class`. */
export const objectName = (name: string, fbxClass: string) => `${name}\x00\x01${fbxClass}`;

/** A `P` entry of a Properties70 list: name, type, label, flags, then the value(s). */
export function p(name: string, type: string, label: string, flags: string, ...values: Loose[]): FbxNode {
  return node('P', [name, type, label, flags, ...values]);
}

/** Three doubles of a vector `P` entry (`Lcl Translation`, colours), always typed D. */
export function pVector(name: string, type: string, label: string, vector: ArrayLike<number>): FbxNode {
  return node('P', [name, type, label, 'A', ...Array.from(vector, double)]);
}

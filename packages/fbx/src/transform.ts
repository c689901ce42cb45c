import { Euler, Matrix4, Quaternion } from 'three';
import { centimetres } from './geometry.js';

/** A column-major matrix with its translation in centimetres, as the file stores matrices. */
export function matrixInCentimetres(matrix: ArrayLike<number>): Float64Array {
  const out = Float64Array.from(matrix);
  for (const at of [12, 13, 14]) out[at] = out[at]! * centimetres;
  return out;
}

export function inverted(matrix: ArrayLike<number>): Float64Array {
  return Float64Array.from(new Matrix4().fromArray(Array.from(matrix)).invert().elements);
}

/**
 * FBX's default rotation order (eEulerXYZ) turns about X first, then Y, then Z: three.js calls
 * that order 'ZYX'. Degrees, as `Lcl Rotation` takes them.
 */
export function eulerDegrees([x, y, z, w]: [number, number, number, number]): [number, number, number] {
  const euler = new Euler().setFromQuaternion(new Quaternion(x, y, z, w), 'ZYX');
  const degrees = 180 / Math.PI;
  return [euler.x * degrees, euler.y * degrees, euler.z * degrees];
}

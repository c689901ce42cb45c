import { Vector3 } from 'three';
import type { Ring } from './tube.js';

/** A ring across `travel` whose `ru` runs along `width`; the side axis is chosen so faces point outwards. */
export function ringAt(centre: Vector3, travel: Vector3, width: Vector3, ru: number, rv: number, square?: number): Ring {
  const u = width.clone().normalize();
  const v = u.clone().cross(travel).normalize();
  return { centre, u, v, ru, rv, square };
}

/** Cosine interpolation through [s, ...values] keys, so profiles stay smooth between keys. */
export function profile(keys: number[][], s: number): number[] {
  if (s <= keys[0]![0]!) return keys[0]!.slice(1);
  for (let k = 0; k + 1 < keys.length; k++) {
    const [a, b] = [keys[k]!, keys[k + 1]!];
    if (s <= b[0]!) {
      const t = (1 - Math.cos(((s - a[0]!) / (b[0]! - a[0]!)) * Math.PI)) / 2;
      return a.slice(1).map((value, i) => value + (b[i + 1]! - value) * t);
    }
  }
  return keys[keys.length - 1]!.slice(1);
}

/** Sample positions from `from` to `to` every `step`, plus a pair either side of each boundary for crisp hems. */
export function samples(from: number, to: number, step: number, boundaries: number[]): number[] {
  const direction = Math.sign(to - from);
  const values = new Set<number>();
  for (let s = from; direction * (to - s) > -1e-9; s += direction * step) values.add(Number(s.toFixed(5)));
  values.add(to);
  for (const b of boundaries) {
    if (direction * (b - from) > 0.002 && direction * (to - b) > 0.002) {
      values.add(Number((b - 0.0012).toFixed(5)));
      values.add(Number((b + 0.0012).toFixed(5)));
    }
  }
  return [...values].sort((a, b) => direction * (a - b));
}

export const X = new Vector3(1, 0, 0);
export const Y = new Vector3(0, 1, 0);

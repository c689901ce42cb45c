import { Color } from 'three';

export function colour(hex: string): Color {
  return new Color(hex);
}

export function shade(base: Color, factor: number): Color {
  return base.clone().multiplyScalar(factor);
}

export function mix(a: Color, b: Color, t: number): Color {
  return a.clone().lerp(b, t);
}

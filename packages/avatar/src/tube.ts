import type { Vector3 } from 'three';
import { BufferGeometry, Float32BufferAttribute } from 'three';

/** One cross-section of a tube: an ellipse (a superellipse when `square` > 2) around `centre`. */
export interface Ring {
  centre: Vector3;
  /** Half width along `u` and half depth along `v`. */
  ru: number;
  rv: number;
  u: Vector3;
  v: Vector3;
  square?: number;
}

/**
 * A smooth tube through the rings, closed at both ends by a rounded cap of `capRings` rings,
 * so limbs and the torso have soft ends instead of flat discs.
 */
export function tube(rings: Ring[], segments = 32, capRings = 4): BufferGeometry {
  const all = [...cap(rings, capRings, 'start'), ...rings, ...cap(rings, capRings, 'end')];
  const positions: number[] = [];
  for (const ring of all) {
    for (let s = 0; s < segments; s++) {
      const angle = (s / segments) * Math.PI * 2;
      const exponent = 2 / (ring.square ?? 2);
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const cu = Math.sign(cos) * Math.abs(cos) ** exponent;
      const sv = Math.sign(sin) * Math.abs(sin) ** exponent;
      const point = ring.centre
        .clone()
        .addScaledVector(ring.u, cu * ring.ru)
        .addScaledVector(ring.v, sv * ring.rv);
      positions.push(point.x, point.y, point.z);
    }
  }
  const first = all[0]!.centre;
  const last = all[all.length - 1]!.centre;
  const startPole = all.length * segments;
  positions.push(first.x, first.y, first.z, last.x, last.y, last.z);
  const indices: number[] = [];
  for (let r = 0; r + 1 < all.length; r++) {
    for (let s = 0; s < segments; s++) {
      const a = r * segments + s;
      const b = r * segments + ((s + 1) % segments);
      const c = a + segments;
      const d = b + segments;
      indices.push(a, c, b, b, c, d);
    }
  }
  const lastRing = (all.length - 1) * segments;
  for (let s = 0; s < segments; s++) {
    const next = (s + 1) % segments;
    indices.push(startPole, s, next);
    indices.push(startPole + 1, lastRing + next, lastRing + s);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  return geometry;
}

/** Rings that round off an end of the tube over a length of about its radius. */
function cap(rings: Ring[], count: number, end: 'start' | 'end'): Ring[] {
  const edge = end === 'start' ? rings[0]! : rings[rings.length - 1]!;
  const neighbour = end === 'start' ? rings[1]! : rings[rings.length - 2]!;
  const outward = edge.centre.clone().sub(neighbour.centre).normalize();
  const depth = Math.min(edge.ru, edge.rv) * 0.9;
  const caps: Ring[] = [];
  for (let k = 1; k <= count; k++) {
    const angle = (k / (count + 1)) * (Math.PI / 2);
    caps.push({
      ...edge,
      centre: edge.centre.clone().addScaledVector(outward, Math.sin(angle) * depth),
      ru: edge.ru * Math.cos(angle),
      rv: edge.rv * Math.cos(angle),
    });
  }
  return end === 'start' ? caps.reverse() : caps;
}

import type { Color } from 'three';
import { BufferAttribute, BufferGeometry, Vector3 } from 'three';

/** Collects parts (each an indexed geometry) into one skinned geometry with vertex colours and morph targets. */
export class Build {
  private positions: number[] = [];
  private colours: number[] = [];
  private joints: number[] = [];
  private weights: number[] = [];
  private indices: number[] = [];
  private morphs = new Map<string, Map<number, Vector3>>();

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  /**
   * Adds a part. `colour` and `influences` may depend on the vertex (its position after `place`);
   * `morphs` give, per morph target name, where the vertex goes when that target is fully on.
   */
  add(geometry: BufferGeometry, part: BuildPart): void {
    const source = welded(geometry);
    const position = source.getAttribute('position');
    const base = this.vertexCount;
    const point = new Vector3();
    for (let i = 0; i < position.count; i++) {
      point.fromBufferAttribute(position, i);
      const local = point.clone();
      const placed = part.place ? part.place(local.clone()) : local.clone();
      this.positions.push(placed.x, placed.y, placed.z);
      const colour = typeof part.colour === 'function' ? part.colour(placed, local) : part.colour;
      this.colours.push(colour.r, colour.g, colour.b);
      const influences = typeof part.influences === 'function' ? part.influences(placed) : part.influences;
      this.pushInfluences(influences);
      for (const [name, move] of Object.entries(part.morphs ?? {})) {
        const moved = move(local.clone());
        const target = part.place ? part.place(moved) : moved;
        const delta = target.sub(placed);
        if (delta.lengthSq() > 0) this.morphTarget(name).set(base + i, delta);
      }
    }
    const index = source.index!;
    for (let i = 0; i < index.count; i += 3) {
      const [a, b, c] = [index.getX(i), index.getX(i + 1), index.getX(i + 2)];
      // Welding closes the poles of spheres into points: their triangles have no area.
      if (a !== b && b !== c && a !== c) this.indices.push(base + a, base + b, base + c);
    }
  }

  /** Names a morph target so it exists even when no part moves under it. */
  morphTarget(name: string): Map<number, Vector3> {
    let target = this.morphs.get(name);
    if (!target) this.morphs.set(name, (target = new Map()));
    return target;
  }

  geometry(): BufferGeometry {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    geometry.setAttribute('color', new BufferAttribute(new Float32Array(this.colours), 3));
    geometry.setAttribute('skinIndex', new BufferAttribute(new Uint16Array(this.joints), 4));
    geometry.setAttribute('skinWeight', new BufferAttribute(new Float32Array(this.weights), 4));
    geometry.setIndex(this.indices);
    geometry.computeVertexNormals();
    const targets = [...this.morphs.entries()];
    if (targets.length === 0) return geometry;
    geometry.morphAttributes.position = targets.map(([name, deltas]) => {
      const array = new Float32Array(this.positions.length);
      for (const [vertex, delta] of deltas) array.set([delta.x, delta.y, delta.z], vertex * 3);
      const attribute = new BufferAttribute(array, 3);
      attribute.name = name;
      return attribute;
    });
    geometry.morphTargetsRelative = true;
    return geometry;
  }

  get morphNames(): string[] {
    return [...this.morphs.keys()];
  }

  private pushInfluences(influences: Influences): void {
    const strongest = [...influences]
      .filter(([, w]) => w > 1e-4)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4);
    const total = strongest.reduce((sum, [, w]) => sum + w, 0);
    for (let slot = 0; slot < 4; slot++) {
      const entry = strongest[slot];
      // glTF wants unused slots as joint 0 with weight 0.
      this.joints.push(entry ? entry[0] : 0);
      this.weights.push(entry ? entry[1] / total : 0);
    }
  }
}

export type Influences = Array<[joint: number, weight: number]>;

export interface BuildPart {
  colour: Color | ((placed: Vector3, local: Vector3) => Color);
  influences: Influences | ((placed: Vector3) => Influences);
  place?: (local: Vector3) => Vector3;
  morphs?: Record<string, (local: Vector3) => Vector3>;
}

/**
 * The part's positions alone, with the duplicated seam vertices of three's primitives shared, so
 * normals are smooth. The rule of three's `mergeVertices` (positions equal to 1e-6 are one vertex,
 * kept where first met), written for positions alone: the generic one took half of a build.
 */
function welded(geometry: BufferGeometry): BufferGeometry {
  const tolerance = 1e-6;
  const multiplier = Math.pow(10, Math.log10(1 / tolerance));
  const additive = tolerance * 0.5 * multiplier;
  const position = geometry.getAttribute('position');
  const index = geometry.index;
  const count = index ? index.count : position.count;
  // Slots by the rounded x; within one, the rounded y and z tell the vertices apart (numbers, not strings: this runs for every vertex).
  const slotsByX = new Map<number, number[]>();
  const kept: number[] = [];
  const keptY: number[] = [];
  const keptZ: number[] = [];
  const indices: number[] = [];
  const key = (value: number) => Math.trunc(value * multiplier + additive);
  for (let i = 0; i < count; i++) {
    const vertex = index ? index.getX(i) : i;
    const [x, y, z] = [key(position.getX(vertex)), key(position.getY(vertex)), key(position.getZ(vertex))];
    let sameX = slotsByX.get(x);
    if (!sameX) slotsByX.set(x, (sameX = []));
    let slot = sameX.find((candidate) => keptY[candidate] === y && keptZ[candidate] === z);
    if (slot === undefined) {
      slot = kept.length;
      sameX.push(slot);
      kept.push(vertex);
      keptY.push(y);
      keptZ.push(z);
    }
    indices.push(slot);
  }
  const positions = new Float32Array(kept.length * 3);
  kept.forEach((vertex, slot) => positions.set([position.getX(vertex), position.getY(vertex), position.getZ(vertex)], slot * 3));
  const result = new BufferGeometry();
  result.setAttribute('position', new BufferAttribute(positions, 3));
  result.setIndex(indices);
  return result;
}

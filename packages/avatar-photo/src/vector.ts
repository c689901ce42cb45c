export type Vec3 = [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (a: Vec3): number => Math.sqrt(dot(a, a));
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / (length(a) || 1));

/** Smooth vertex normals: the area-weighted sum of the faces around each vertex. */
export function vertexNormals(positions: Vec3[], indices: number[]): Vec3[] {
  const normals = positions.map((): Vec3 => [0, 0, 0]);
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [indices[i]!, indices[i + 1]!, indices[i + 2]!];
    const normal = cross(sub(positions[b]!, positions[a]!), sub(positions[c]!, positions[a]!));
    for (const vertex of [a, b, c]) normals[vertex] = add(normals[vertex]!, normal);
  }
  return normals.map((normal) => (length(normal) > 0 ? normalize(normal) : [0, 0, 1]));
}

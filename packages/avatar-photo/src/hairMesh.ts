import { outward, smoothstep, type HeadMesh } from './headMesh.js';
import { add, normalize, scale, sub, vertexNormals, type Vec3 } from './vector.js';

/** Thickness of the hair on the crown; it thins to nothing at the hairline. */
const crown = 0.014;
/** Elevation (radians, from the head's centre) of the hairline at the nape. */
const napeElevation = -0.55;

/**
 * Short hair: the part of the skull above the hairline, copied and lifted off it, thin at the
 * hairline and fuller on the crown. The hairline runs from the top of the forehead round to the
 * nape, so the face and ears' region stay skin. One volume in the sampled colour, no strands.
 */
export function hairMesh(head: HeadMesh, forehead: Vec3): { positions: Vec3[]; indices: number[] } {
  const elevation = (point: Vec3) => {
    const [x, y, z] = normalize(sub(point, head.centre));
    return { elevation: Math.asin(y), behind: (1 - z / (Math.hypot(x, z) || 1)) / 2 };
  };
  const front = elevation(forehead).elevation - 0.05;
  const depth = head.positions.map((point) => {
    const at = elevation(point);
    const hairline = front + (napeElevation - front) * at.behind ** 0.7;
    return at.elevation - hairline;
  });
  const normals = vertexNormals(head.positions, head.indices);
  const remap = new Map<number, number>();
  const positions: Vec3[] = [];
  const indices: number[] = [];
  // Only the skull is hair; the face's own triangles (the photo's hair above the forehead included) stay as they are.
  for (let i = head.faceIndexCount; i < head.indices.length; i += 3) {
    const corners = [head.indices[i]!, head.indices[i + 1]!, head.indices[i + 2]!];
    if (corners.some((vertex) => depth[vertex]! < 0)) continue;
    for (const vertex of corners) {
      if (!remap.has(vertex)) {
        remap.set(vertex, positions.length);
        positions.push(add(head.positions[vertex]!, scale(normals[vertex]!, 0.001 + crown * smoothstep(0, 0.45, depth[vertex]!))));
      }
      indices.push(remap.get(vertex)!);
    }
  }
  return { positions, indices: outward(positions, indices, head.centre) };
}

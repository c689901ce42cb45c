import type { DetectedFace } from './landmarks.js';
import { landmarks } from './faceLandmarks.js';
import { add, cross, dot, length, normalize, scale, sub, type Vec3 } from './vector.js';

/**
 * Distance between the two sides of the face (points 234 and 454) on the avatar: a little more than
 * an adult's 0.14 m, as the creator's stylised body carries a larger head.
 */
const faceWidth = 0.165;
/** Rings of the head made in code, from the face's outline round to the back of the skull. */
const templateRings = 14;
/** Where the face's atlas sits in the texture: a margin around it is skin for the rest of the head. */
const faceAtlas = { offset: 0.1, size: 0.8 } as const;

export interface HeadMesh {
  positions: Vec3[];
  uvs: Array<[number, number]>;
  /** Counter-clockwise seen from outside. */
  indices: number[];
  /** The first indices are the face's (textured from the photo); the skull's follow. */
  faceIndexCount: number;
  /** The head's centre, from which the skull template is made (the hair follows it). */
  centre: Vec3;
  radii: Vec3;
}

/**
 * The face from its landmarks, in metres (Y up, facing +Z, the subject's left at +X), turned so the
 * face looks straight ahead and scaled to a typical width. Depth is the model's relative z.
 */
export function faceShape(face: DetectedFace): Vec3[] {
  // Photo pixels (y down, z away from the camera) to a right-handed, Y-up frame facing the camera.
  const points = face.mesh.map(([x, y, z]): Vec3 => [x, -y, -z]);
  const right = points[landmarks.rightCheekSide]!;
  const left = points[landmarks.leftCheekSide]!;
  const origin = scale(add(right, left), 0.5);
  const xAxis = normalize(sub(left, right));
  const rise = sub(points[landmarks.forehead]!, points[landmarks.chin]!);
  const yAxis = normalize(sub(rise, scale(xAxis, dot(rise, xAxis))));
  const zAxis = cross(xAxis, yAxis);
  const metres = faceWidth / length(sub(left, right));
  return points.map((point) => {
    const local = sub(point, origin);
    return [dot(local, xAxis) * metres, dot(local, yAxis) * metres, dot(local, zAxis) * metres];
  });
}

/**
 * The whole head: the face in the canonical topology, its open mouth closed, and a skull made in
 * code whose first ring is the face's outline, so face and skull are one surface.
 */
export function headMesh(face: Vec3[], canonical: { triangles: number[]; uvs: Array<[number, number]> }): HeadMesh {
  const y = (index: number) => face[index]![1];
  const centre: Vec3 = [0, (y(landmarks.forehead) + y(landmarks.chin)) / 2 + 0.015, -0.045];
  const radii: Vec3 = [0.092, (y(landmarks.forehead) - y(landmarks.chin)) / 2 + 0.03, 0.115];
  const atlas = ([u, v]: [number, number]): [number, number] => [
    faceAtlas.offset + faceAtlas.size * u,
    faceAtlas.offset + faceAtlas.size * v,
  ];

  const positions = [...face];
  const uvs = canonical.uvs.map(atlas);
  const indices = [...canonical.triangles];
  // The mouth: the canonical mesh is open between the inner lips.
  const upper = landmarks.lipsUpperInner;
  const lower = landmarks.lipsLowerInner;
  for (let i = 0; i + 1 < upper.length; i++) {
    // The strip's first and last triangles would meet the shared corners twice: those have no area.
    if (i + 2 < upper.length) indices.push(upper[i]!, lower[i + 1]!, upper[i + 1]!);
    if (i > 0) indices.push(upper[i]!, lower[i]!, lower[i + 1]!);
  }

  // Landmarks that coincide make triangles without area: readers such as assimp turn those into lines.
  const faceIndices = withArea(positions, indices);
  indices.splice(0, indices.length, ...faceIndices);
  const faceIndexCount = indices.length;
  // The skull: each outline point travels round the head to the back, settling onto an ellipsoid.
  const outline = landmarks.faceOval;
  const atlasCentre: [number, number] = [0.5, 0.5];
  const back: Vec3 = [0, 0, -1];
  let previous = outline.map((index) => index as number);
  for (let ring = 1; ring <= templateRings; ring++) {
    const t = ring / (templateRings + 1);
    const settle = smoothstep(0, 0.6, t);
    const current = outline.map((index) => {
      const offset = sub(face[index]!, centre);
      const direction = slerp(normalize(offset), back, t);
      const radius = (1 - settle) * length(offset) + settle * ellipsoidRadius(direction, radii);
      positions.push(add(centre, scale(direction, radius)));
      // Just outside the face in the atlas: skin colour, so the seam carries no stripe of the photo.
      const [u, v] = uvs[index]!;
      uvs.push([atlasCentre[0] + (u - atlasCentre[0]) * 1.08, atlasCentre[1] + (v - atlasCentre[1]) * 1.08]);
      return positions.length - 1;
    });
    for (let i = 0; i < outline.length; i++) {
      const next = (i + 1) % outline.length;
      indices.push(previous[i]!, current[i]!, current[next]!, previous[i]!, current[next]!, previous[next]!);
    }
    previous = current;
  }
  positions.push(add(centre, [0, 0, -radii[2]]));
  uvs.push(uvs[previous[0]!]!);
  const pole = positions.length - 1;
  for (let i = 0; i < previous.length; i++) indices.push(previous[i]!, pole, previous[(i + 1) % previous.length]!);

  return { positions, uvs, indices: outward(positions, indices, centre), faceIndexCount, centre, radii };
}

/** Turns every triangle to face away from the head's centre (the detector's order is not guaranteed). */
export function outward(positions: Vec3[], indices: number[], centre: Vec3): number[] {
  const result = [...indices];
  for (let i = 0; i < result.length; i += 3) {
    const [a, b, c] = [positions[result[i]!]!, positions[result[i + 1]!]!, positions[result[i + 2]!]!];
    const normal = cross(sub(b, a), sub(c, a));
    const middle = scale(add(add(a, b), c), 1 / 3);
    if (dot(normal, sub(middle, centre)) < 0) [result[i + 1], result[i + 2]] = [result[i + 2]!, result[i + 1]!];
  }
  return result;
}

/** The triangles that have an area (corners neither shared nor in one line). */
function withArea(positions: Vec3[], indices: number[]): number[] {
  const result: number[] = [];
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [positions[indices[i]!]!, positions[indices[i + 1]!]!, positions[indices[i + 2]!]!];
    if (length(cross(sub(b, a), sub(c, a))) > 1e-12) result.push(indices[i]!, indices[i + 1]!, indices[i + 2]!);
  }
  return result;
}

function ellipsoidRadius(direction: Vec3, radii: Vec3): number {
  const [x, y, z] = direction;
  return 1 / Math.sqrt((x / radii[0]) ** 2 + (y / radii[1]) ** 2 + (z / radii[2]) ** 2);
}

function slerp(from: Vec3, to: Vec3, t: number): Vec3 {
  const angle = Math.acos(Math.min(1, Math.max(-1, dot(from, to))));
  if (angle < 1e-6) return from;
  const sin = Math.sin(angle);
  return normalize(add(scale(from, Math.sin((1 - t) * angle) / sin), scale(to, Math.sin(t * angle) / sin)));
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

import type { Vector3 } from 'three';

/** A pinhole camera looking from `eye` at `target`, y up, `fovY` its vertical field of view in radians. */
export interface Camera {
  eye: Vector3;
  target: Vector3;
  fovY: number;
}

/**
 * What a z-buffer pass leaves per pixel: the nearest triangle (−1 for none) and where in it the
 * pixel falls, as perspective-correct barycentric weights of its second and third vertex.
 */
export interface Coverage {
  width: number;
  height: number;
  triangle: Int32Array;
  weight1: Float32Array;
  weight2: Float32Array;
}

const near = 0.05;

/**
 * Rasterises the triangles with a z-buffer: only the visible triangle of each pixel is kept, so the
 * shading runs once a pixel (deferred). Both sides of a triangle are drawn: hair cards and
 * garments are open surfaces.
 */
export function rasterise(positions: Float32Array, triangles: Uint32Array, camera: Camera, width: number, height: number): Coverage {
  const forward = camera.target.clone().sub(camera.eye).normalize();
  const right = forward
    .clone()
    .cross({ x: 0, y: 1, z: 0 } as Vector3)
    .normalize();
  const up = right.clone().cross(forward);
  const focal = height / 2 / Math.tan(camera.fovY / 2);
  const count = positions.length / 3;
  // Screen x, y and 1/depth of every vertex.
  const sx = new Float32Array(count);
  const sy = new Float32Array(count);
  const inverseDepth = new Float32Array(count);
  for (let v = 0; v < count; v++) {
    const dx = positions[v * 3]! - camera.eye.x;
    const dy = positions[v * 3 + 1]! - camera.eye.y;
    const dz = positions[v * 3 + 2]! - camera.eye.z;
    const depth = dx * forward.x + dy * forward.y + dz * forward.z;
    inverseDepth[v] = depth > near ? 1 / depth : 0;
    sx[v] = width / 2 + (dx * right.x + dy * right.y + dz * right.z) * focal * inverseDepth[v]!;
    sy[v] = height / 2 - (dx * up.x + dy * up.y + dz * up.z) * focal * inverseDepth[v]!;
  }

  const pixels = width * height;
  const coverage: Coverage = {
    width,
    height,
    triangle: new Int32Array(pixels).fill(-1),
    weight1: new Float32Array(pixels),
    weight2: new Float32Array(pixels),
  };
  const nearest = new Float32Array(pixels);
  for (let t = 0; t < triangles.length / 3; t++) {
    const a = triangles[t * 3]!;
    const b = triangles[t * 3 + 1]!;
    const c = triangles[t * 3 + 2]!;
    const za = inverseDepth[a]!;
    const zb = inverseDepth[b]!;
    const zc = inverseDepth[c]!;
    if (za === 0 || zb === 0 || zc === 0) continue;
    const ax = sx[a]!;
    const ay = sy[a]!;
    const bx = sx[b]!;
    const by = sy[b]!;
    const cx = sx[c]!;
    const cy = sy[c]!;
    const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (Math.abs(area) < 1e-9) continue;
    const minX = Math.max(0, Math.ceil(Math.min(ax, bx, cx) - 0.5));
    const maxX = Math.min(width - 1, Math.floor(Math.max(ax, bx, cx) - 0.5));
    const minY = Math.max(0, Math.ceil(Math.min(ay, by, cy) - 0.5));
    const maxY = Math.min(height - 1, Math.floor(Math.max(ay, by, cy) - 0.5));
    if (minX > maxX || minY > maxY) continue;
    // The barycentric weights of b and c change by a constant step from one pixel to the next.
    const step1x = (cy - ay) / area;
    const step1y = -(cx - ax) / area;
    const step2x = -(by - ay) / area;
    const step2y = (bx - ax) / area;
    for (let y = minY; y <= maxY; y++) {
      const px = minX + 0.5 - ax;
      const py = y + 0.5 - ay;
      let w1 = px * step1x + py * step1y;
      let w2 = px * step2x + py * step2y;
      for (let x = minX; x <= maxX; x++, w1 += step1x, w2 += step2x) {
        if (w1 < 0 || w2 < 0 || w1 + w2 > 1) continue;
        const z = za + w1 * (zb - za) + w2 * (zc - za);
        const pixel = y * width + x;
        if (z <= nearest[pixel]!) continue;
        nearest[pixel] = z;
        coverage.triangle[pixel] = t;
        coverage.weight1[pixel] = (w1 * zb) / z;
        coverage.weight2[pixel] = (w2 * zc) / z;
      }
    }
  }
  return coverage;
}

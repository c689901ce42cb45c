import { NodeIO } from '@gltf-transform/core';
import { Color, Vector3 } from 'three';
import { posedMeshOf, type PosedMesh } from './posedMesh.js';
import { rasterise, type Camera, type Coverage } from './rasterise.js';

export interface PortraitOptions {
  /** Width and height of the square picture, in pixels. */
  size: number;
  /** The backdrop's colour (`#rrggbb`): a soft light in its middle, the colour itself at the edges. */
  background: string;
  /** Samples per pixel along each axis, averaged: the anti-aliasing. */
  supersampling?: number;
}

/** A picture as sRGB bytes, three per pixel, row by row. */
export interface Picture {
  width: number;
  height: number;
  rgb: Uint8Array;
}

// A studio of three lights, in linear RGB: a warm key (the only one with a highlight), a cool fill, a rim from behind.
const key = { direction: new Vector3(-0.45, 0.55, 0.7).normalize(), colour: [1.05, 1.0, 0.94] };
const others = [
  { direction: new Vector3(0.7, 0.15, 0.6).normalize(), colour: [0.3, 0.33, 0.38] },
  { direction: new Vector3(0.3, 0.6, -0.75).normalize(), colour: [0.45, 0.45, 0.5] },
];
// The ambient light: the sky's from above, the ground's from below.
const sky = [0.32, 0.33, 0.36];
const ground = [0.14, 0.12, 0.11];

/**
 * Head and shoulders, seen a little from the side and above: the head's top near the upper edge,
 * the shoulders at the lower one.
 */
function portraitCamera(mesh: PosedMesh): Camera {
  let top = -Infinity;
  for (let i = 1; i < mesh.positions.length; i += 3) top = Math.max(top, mesh.positions[i]!);
  const head = mesh.joints.get('Head')!;
  const frame = (top - head.y) * 1.7;
  const target = new Vector3(head.x, top + frame * 0.07 - frame / 2, head.z + 0.03);
  const fovY = (22 * Math.PI) / 180;
  const distance = frame / 2 / Math.tan(fovY / 2);
  const yaw = (14 * Math.PI) / 180;
  const pitch = (6 * Math.PI) / 180;
  const eye = target
    .clone()
    .add(new Vector3(Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch), Math.cos(yaw) * Math.cos(pitch)).multiplyScalar(distance));
  return { eye, target, fovY };
}

const lambert = (light: { direction: Vector3 }, nx: number, ny: number, nz: number) =>
  Math.max(0, nx * light.direction.x + ny * light.direction.y + nz * light.direction.z);

/**
 * Lambert from the studio's lights with a sky-and-ground ambient, and a highlight of the key light
 * that shinier materials show. Written out without closures: it runs for every sample.
 */
function shade(mesh: PosedMesh, coverage: Coverage, pixel: number, eye: Vector3, out: Float32Array): void {
  const t = coverage.triangle[pixel]!;
  const w1 = coverage.weight1[pixel]!;
  const w2 = coverage.weight2[pixel]!;
  const w0 = 1 - w1 - w2;
  const a = mesh.triangles[t * 3]! * 3;
  const b = mesh.triangles[t * 3 + 1]! * 3;
  const c = mesh.triangles[t * 3 + 2]! * 3;
  const { normals, positions, colours } = mesh;
  let nx = w0 * normals[a]! + w1 * normals[b]! + w2 * normals[c]!;
  let ny = w0 * normals[a + 1]! + w1 * normals[b + 1]! + w2 * normals[c + 1]!;
  let nz = w0 * normals[a + 2]! + w1 * normals[b + 2]! + w2 * normals[c + 2]!;
  let vx = eye.x - (w0 * positions[a]! + w1 * positions[b]! + w2 * positions[c]!);
  let vy = eye.y - (w0 * positions[a + 1]! + w1 * positions[b + 1]! + w2 * positions[c + 1]!);
  let vz = eye.z - (w0 * positions[a + 2]! + w1 * positions[b + 2]! + w2 * positions[c + 2]!);
  const viewLength = Math.hypot(vx, vy, vz);
  vx /= viewLength;
  vy /= viewLength;
  vz /= viewLength;
  // The side of an open surface that faces the camera.
  const normalLength = (nx * vx + ny * vy + nz * vz < 0 ? -1 : 1) * (Math.hypot(nx, ny, nz) || 1);
  nx /= normalLength;
  ny /= normalLength;
  nz /= normalLength;

  const keyLight = lambert(key, nx, ny, nz);
  const roughness = mesh.roughness[a / 3]!;
  let highlight = 0;
  if (keyLight > 0) {
    const hx = key.direction.x + vx;
    const hy = key.direction.y + vy;
    const hz = key.direction.z + vz;
    const facing = Math.max(0, (nx * hx + ny * hy + nz * hz) / (Math.hypot(hx, hy, hz) || 1));
    highlight = (1 - roughness) * 0.5 * facing ** (4 + (1 - roughness) ** 2 * 120);
  }
  const fill = lambert(others[0]!, nx, ny, nz);
  const rim = lambert(others[1]!, nx, ny, nz);
  const skyShare = (ny + 1) / 2;
  for (let channel = 0; channel < 3; channel++) {
    const light =
      sky[channel]! * skyShare +
      ground[channel]! * (1 - skyShare) +
      key.colour[channel]! * keyLight +
      others[0]!.colour[channel]! * fill +
      others[1]!.colour[channel]! * rim;
    out[channel] = light * (w0 * colours[a + channel]! + w1 * colours[b + channel]! + w2 * colours[c + channel]!) + highlight;
  }
}

/** The backdrop at (u, v) in [0, 1]: a soft light above the middle, fading to the colour at the edges. */
function backdrop(colour: Color, u: number, v: number, out: Float32Array): void {
  const distance = Math.min(1, Math.hypot(u - 0.5, (v - 0.4) * 1.1) / 0.75);
  const light = 0.55 * (1 - distance * distance);
  out[0] = colour.r + (1 - colour.r) * light;
  out[1] = colour.g + (1 - colour.g) * light;
  out[2] = colour.b + (1 - colour.b) * light;
}

const toByte = (linear: number) => {
  const clamped = Math.min(1, Math.max(0, linear));
  const srgb = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * clamped ** (1 / 2.4) - 0.055;
  return Math.round(srgb * 255);
};

/**
 * A head-and-shoulders portrait of the avatar in an avatar's GLB, drawn in software (no GPU, no
 * browser): the relaxed pose with its resting smile, a z-buffer, studio light, a backdrop in the
 * given colour, and supersampling against jagged edges.
 */
export async function renderPortrait(glb: Uint8Array, options: PortraitOptions): Promise<Picture> {
  const mesh = posedMeshOf(await new NodeIO().readBinary(glb));
  const camera = portraitCamera(mesh);
  const samples = options.supersampling ?? 2;
  const size = options.size * samples;
  const coverage = rasterise(mesh.positions, mesh.triangles, camera, size, size);
  const background = new Color(options.background);
  const rgb = new Uint8Array(options.size * options.size * 3);
  const sample = new Float32Array(3);
  const sum = new Float32Array(3);
  const samplesPerPixel = samples * samples;
  const colourAt = (pixel: number, out: Float32Array) => {
    if (coverage.triangle[pixel]! < 0) backdrop(background, ((pixel % size) + 0.5) / size, (Math.floor(pixel / size) + 0.5) / size, out);
    else shade(mesh, coverage, pixel, camera.eye, out);
  };
  for (let y = 0; y < options.size; y++)
    for (let x = 0; x < options.size; x++) {
      const first = y * samples * size + x * samples;
      const triangle = coverage.triangle[first]!;
      let alike = true;
      let weight1 = 0;
      let weight2 = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const pixel = first + sy * size + sx;
          alike &&= coverage.triangle[pixel] === triangle;
          weight1 += coverage.weight1[pixel]!;
          weight2 += coverage.weight2[pixel]!;
        }
      if (alike) {
        // One triangle (or the backdrop) under every sample: one shading at their mean, as multisampling does.
        coverage.weight1[first] = weight1 / samplesPerPixel;
        coverage.weight2[first] = weight2 / samplesPerPixel;
        colourAt(first, sum);
      } else {
        sum.fill(0);
        for (let sy = 0; sy < samples; sy++)
          for (let sx = 0; sx < samples; sx++) {
            colourAt(first + sy * size + sx, sample);
            for (let channel = 0; channel < 3; channel++) sum[channel] = sum[channel]! + sample[channel]! / samplesPerPixel;
          }
      }
      for (let channel = 0; channel < 3; channel++) rgb[(y * options.size + x) * 3 + channel] = toByte(sum[channel]!);
    }
  return { width: options.size, height: options.size, rgb };
}

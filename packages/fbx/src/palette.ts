import { encodePng } from './png.js';
import type { FbxMesh, FbxScene } from './scene.js';

/** Pixels per side of a colour's square: the UV sits at its centre, away from the neighbours' bleed. */
const cell = 4;

function srgbByte(linear: number): number {
  const value = linear <= 0.0031308 ? linear * 12.92 : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, value)) * 255);
}

/** A mesh's distinct vertex colours as a PNG of squares, and a UV per vertex at its colour's square. */
function paletteOf(colors: ArrayLike<number>): { image: Uint8Array; uvs: Float64Array } {
  const vertices = colors.length / 4;
  const keys: string[] = [];
  const slots = new Map<string, number>();
  const slotOf = new Int32Array(vertices);
  for (let vertex = 0; vertex < vertices; vertex++) {
    const key = [0, 1, 2].map((channel) => srgbByte(colors[vertex * 4 + channel]!)).join(',');
    if (!slots.has(key)) slots.set(key, keys.push(key) - 1);
    slotOf[vertex] = slots.get(key)!;
  }
  const columns = Math.ceil(Math.sqrt(keys.length));
  const side = 2 ** Math.ceil(Math.log2(columns * cell));
  const rgb = new Uint8Array(side * side * 3);
  keys.forEach((key, slot) => {
    const colour = key.split(',').map(Number);
    const [left, top] = [(slot % columns) * cell, Math.floor(slot / columns) * cell];
    for (let y = top; y < top + cell; y++) for (let x = left; x < left + cell; x++) rgb.set(colour, (y * side + x) * 3);
  });
  const uvs = new Float64Array(vertices * 2);
  slotOf.forEach((slot, vertex) => {
    uvs[vertex * 2] = ((slot % columns) * cell + cell / 2) / side;
    uvs[vertex * 2 + 1] = (Math.floor(slot / columns) * cell + cell / 2) / side;
  });
  return { image: encodePng(side, side, rgb), uvs };
}

/**
 * Most FBX tools (Unity, Unreal, Blender's default material) ignore vertex colours, so a mesh that
 * colours its vertices and has no texture gets its colours as a small texture and UVs onto it. The
 * vertex colours stay in the file as well.
 */
export function withColourTextures(scene: FbxScene): FbxScene {
  const materials = [...scene.materials];
  const meshes = scene.meshes.map((mesh): FbxMesh => {
    const material = scene.materials[mesh.material]!;
    if (!mesh.colors || mesh.uvs || material.texture) return mesh;
    const { image, uvs } = paletteOf(mesh.colors);
    const name = `${mesh.name}Colours`;
    materials.push({ ...material, name, color: [1, 1, 1], texture: { fileName: `${name}.png`, image } });
    return { ...mesh, uvs, material: materials.length - 1 };
  });
  return { ...scene, meshes, materials };
}

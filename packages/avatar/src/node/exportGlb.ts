import type { Object3D } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';

/**
 * GLTFExporter joins its buffers through the browser's FileReader, which Node lacks; Node's Blob
 * reads its own bytes, so this stand-in is all the exporter needs (we export no textures).
 */
class BlobReader {
  result: ArrayBuffer | null = null;
  onloadend: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      this.result = buffer;
      this.onloadend?.();
    });
  }
}

export async function exportGlb(root: Object3D): Promise<Uint8Array> {
  const global = globalThis as { FileReader?: unknown };
  global.FileReader ??= BlobReader;
  // The root's children become the scene's roots: glTF wants skinned meshes at the root.
  const result = await new GLTFExporter().parseAsync([...root.children], { binary: true });
  return new Uint8Array(result as ArrayBuffer);
}

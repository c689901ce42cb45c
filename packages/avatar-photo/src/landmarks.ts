import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Config, Human } from '@vladmandic/human';
import * as tf from '@tensorflow/tfjs-core';
import type { RgbImage } from './photo.js';

const require = createRequire(import.meta.url);
// Human's package exports have no `./` keys, so its WASM build is loaded by path (its default entry needs tfjs-node).
const humanDist = dirname(require.resolve('@vladmandic/human'));
const wasmFolder = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist/');
const modelFolder = join(humanDist, '../models/');

/** A face the detector found: 468 mesh points (pixels of the decoded photo, z relative) and its box. */
export interface DetectedFace {
  mesh: Array<[number, number, number]>;
  box: [x: number, y: number, width: number, height: number];
  score: number;
}

const config: Partial<Config> = {
  backend: 'wasm',
  wasmPath: wasmFolder,
  modelBasePath: `file://${modelFolder}`,
  debug: false,
  async: true,
  warmup: 'none',
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { enabled: true, rotation: true, maxDetected: 3, minConfidence: 0.5, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    attention: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

/** tfjs in Node without tfjs-node cannot read `file://`: the models are read from the package's folder. */
function registerFileLoader(): void {
  // A router answers null for URLs it does not handle (tfjs's typing omits that case).
  const router = (url: string | string[]) => {
    const path = typeof url === 'string' && url.startsWith('file://') ? url.slice('file://'.length) : undefined;
    if (!path) return null;
    return {
      async load() {
        const model = JSON.parse(await readFile(path, 'utf8')) as tf.io.ModelJSON;
        const manifest = model.weightsManifest;
        const shards = await Promise.all(manifest.flatMap((group) => group.paths.map((file) => readFile(join(dirname(path), file)))));
        const weightData = new Uint8Array(Buffer.concat(shards)).buffer;
        return {
          modelTopology: model.modelTopology,
          format: model.format,
          generatedBy: model.generatedBy,
          convertedBy: model.convertedBy,
          weightSpecs: manifest.flatMap((group) => group.weights),
          weightData,
        };
      },
    };
  };
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}

let loading: Promise<Human> | undefined;

/** The detector, loaded once per process (thread): the models ship inside the npm package, nothing is fetched. */
function faceDetector(): Promise<Human> {
  loading ??= (async () => {
    registerFileLoader();
    const { Human: HumanClass } = require(join(humanDist, 'human.node-wasm.js')) as { Human: typeof Human };
    const human = new HumanClass(config);
    await human.load();
    return human;
  })();
  return loading;
}

/** Every face in the photo with its mesh (the caller decides how many are acceptable). */
export async function detectFaces(image: RgbImage): Promise<DetectedFace[]> {
  const human = await faceDetector();
  const tensor = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  try {
    const result = await human.detect(tensor as never);
    return result.face
      .filter((face) => face.mesh.length >= 468)
      .map((face) => ({ mesh: face.mesh.slice(0, 468) as DetectedFace['mesh'], box: face.box, score: face.score }));
  } finally {
    tf.dispose(tensor);
  }
}

/** The canonical face topology and its UV layout (MediaPipe's), as the detector ships them. */
export async function canonicalFace(): Promise<{ triangles: number[]; uvs: Array<[number, number]> }> {
  const human = await faceDetector();
  return { triangles: human.faceTriangulation, uvs: human.faceUVMap };
}

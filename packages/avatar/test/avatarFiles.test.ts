import { avatarParametersSchema, avatarOptions, defaultAvatarParameters } from '@meshwork/contracts';
import { VRMLoaderPlugin, type VRM } from '@pixiv/three-vrm';
import validator from 'gltf-validator';
import { Vector3, type SkinnedMesh } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAvatar, faceMorphs, jointNames } from '../src/index.js';
import { avatarFiles, readGlb } from '../src/node/index.js';

let files: { glb: Uint8Array; vrm: Uint8Array };
beforeAll(async () => {
  files = await avatarFiles(defaultAvatarParameters, { name: 'River', author: 'Ava' });
});

async function loadVrm(bytes: Uint8Array): Promise<VRM> {
  // GLTFLoader looks for `self` (a browser global) when it parses.
  (globalThis as { self?: unknown }).self ??= globalThis;
  const loader = new GLTFLoader();
  loader.register((parser) => new VRMLoaderPlugin(parser));
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const gltf = await loader.parseAsync(buffer, '');
  return gltf.userData.vrm as VRM;
}

describe('the avatar GLB', () => {
  it('passes the glTF validator with no errors or warnings', async () => {
    const report = await validator.validateBytes(files.glb);
    expect(report.issues.messages.filter((m: { severity: number }) => m.severity <= 1)).toEqual([]);
  });

  it('has a skin over every joint and the blink, viseme and smile morph targets', () => {
    const { json } = readGlb(files.glb);
    // One skin per skinned mesh (body, face, eyes, hair…), all over the same joints.
    expect(json.skins!.length).toBeGreaterThanOrEqual(4);
    for (const skin of json.skins!) expect(skin.joints.map((index) => json.nodes![index]!.name)).toEqual([...jointNames]);
    const face = json.nodes!.find((node) => node.name === 'Face')!;
    const mesh = json.meshes![face.mesh!]!;
    expect(mesh.extras?.targetNames).toEqual([...faceMorphs]);
    expect(mesh.primitives[0]!.targets).toHaveLength(faceMorphs.length);
  });
});

describe('the avatar VRM', () => {
  it('loads in three-vrm as VRM 1.0 with its humanoid bones, expressions, look-at and licence', async () => {
    const vrm = await loadVrm(files.vrm);
    expect(vrm.meta.metaVersion).toBe('1');
    expect(vrm.meta).toMatchObject({ name: 'River', authors: ['Ava'], avatarPermission: 'onlyAuthor' });
    for (const bone of [
      'hips',
      'spine',
      'chest',
      'neck',
      'head',
      'leftUpperArm',
      'rightHand',
      'leftFoot',
      'rightToes',
      'leftEye',
    ] as const) {
      expect(vrm.humanoid.getRawBoneNode(bone), bone).not.toBeNull();
    }
    const names = vrm.expressionManager!.expressions.map((e) => e.expressionName);
    expect(names).toEqual(expect.arrayContaining(['blink', 'blinkLeft', 'blinkRight', 'aa', 'ih', 'ou', 'ee', 'oh', 'happy']));
    expect(vrm.lookAt).toBeTruthy();
  });
});

describe('the generator', () => {
  it('builds every option of the creator into finite geometry', () => {
    for (const [option, values] of Object.entries(avatarOptions)) {
      for (const value of values) {
        const params = avatarParametersSchema.parse({ ...defaultAvatarParameters, [option]: value });
        const avatar = buildAvatar(params);
        avatar.root.traverse((object) => {
          const position = (object as { geometry?: { attributes: { position: { array: Float32Array } } } }).geometry?.attributes.position;
          if (position) expect(position.array.every(Number.isFinite), `${option}=${value}`).toBe(true);
        });
      }
    }
  });

  it('moves the hand with the elbow: the skin weights follow the joints', () => {
    const avatar = buildAvatar(defaultAvatarParameters);
    const body = avatar.root.getObjectByName('Body') as SkinnedMesh;
    const position = body.geometry.getAttribute('position');
    const wrist = avatar.skeleton.getBoneByName('LeftHand')!.getWorldPosition(new Vector3());
    let nearest = 0;
    for (let i = 0; i < position.count; i++) {
      if (
        new Vector3().fromBufferAttribute(position, i).distanceTo(wrist) <
        new Vector3().fromBufferAttribute(position, nearest).distanceTo(wrist)
      )
        nearest = i;
    }
    const rest = body.getVertexPosition(nearest, new Vector3());
    avatar.skeleton.getBoneByName('LeftLowerArm')!.rotation.z = Math.PI / 2;
    avatar.root.updateMatrixWorld(true);
    const bent = body.getVertexPosition(nearest, new Vector3());
    // The forearm (about 0.22 m) now points up: the wrist rises by about its length.
    expect(bent.y - rest.y).toBeGreaterThan(0.18);
    expect(bent.x).toBeLessThan(rest.x - 0.15);
  });
});

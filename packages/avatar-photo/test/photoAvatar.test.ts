import { NodeIO } from '@gltf-transform/core';
import validator from 'gltf-validator';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoAvatarGlb, PhotoAvatarError } from '../src/index.js';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));

let glb: Uint8Array;
const steps: number[] = [];
beforeAll(async () => {
  glb = await photoAvatarGlb(fixture('astronaut.jpg'), 'female', (percent) => steps.push(percent));
});

describe('a photo with one face', () => {
  it('becomes a GLB that the glTF validator passes with no errors or warnings', async () => {
    const report = await validator.validateBytes(glb);
    expect(report.issues.messages.filter((m) => m.severity <= 1)).toEqual([]);
  });

  it('has the body and the photo head and hair, all skinned to the rig: the face to Head, the neck seam blended with Neck', async () => {
    const document = await new NodeIO().readBinary(glb);
    const nodes = document.getRoot().listNodes();
    const skinned = nodes.filter((node) => node.getMesh() && node.getSkin());
    expect(skinned.map((node) => node.getName()).sort()).toEqual(['Body', 'PhotoHair', 'PhotoHead']);
    const head = nodes.find((node) => node.getName() === 'PhotoHead')!;
    const skinJoints = head.getSkin()!.listJoints();
    const joints = skinJoints.map((joint) => joint.getName());
    expect(joints).toEqual(expect.arrayContaining(['Hips', 'Spine', 'Chest', 'Neck', 'Head', 'LeftHand', 'RightFoot']));
    const headHeight = skinJoints[joints.indexOf('Head')]!.getWorldTranslation()[1];
    const primitive = head.getMesh()!.listPrimitives()[0]!;
    const [position, jointOf, weightOf] = [
      primitive.getAttribute('POSITION')!,
      primitive.getAttribute('JOINTS_0')!,
      primitive.getAttribute('WEIGHTS_0')!,
    ];
    let blended = 0;
    for (let i = 0; i < position.getCount(); i++) {
      const y = position.getElement(i, [])[1]!;
      const weights = new Map<string, number>();
      jointOf.getElement(i, []).forEach((joint, slot) => {
        const weight = weightOf.getElement(i, [])[slot]!;
        if (weight > 0) weights.set(joints[joint]!, weight);
      });
      const sum = [...weights.values()].reduce((total, weight) => total + weight, 0);
      expect(sum).toBeCloseTo(1, 5);
      expect(
        [...weights.keys()].every((name) => name === 'Head' || name === 'Neck'),
        `vertex ${i}`,
      ).toBe(true);
      // Above the neck ring (the whole face) only Head; at the seam, partly Neck, more of it the lower the vertex.
      if (y > headHeight + 0.04) expect(weights.get('Head'), `vertex ${i}`).toBe(1);
      else if ((weights.get('Neck') ?? 0) > 0.01) blended++;
      if (y < headHeight) expect(weights.get('Neck'), `vertex ${i}`).toBeGreaterThan(0.5 - 1e-6);
    }
    expect(blended).toBeGreaterThan(10);
  });

  it('embeds the face texture as a JPEG, with every UV inside it', async () => {
    const document = await new NodeIO().readBinary(glb);
    const [texture] = document.getRoot().listTextures();
    expect(texture?.getMimeType()).toBe('image/jpeg');
    expect(texture?.getSize()).toEqual([1024, 1024]);
    const head = document
      .getRoot()
      .listMeshes()
      .find((mesh) => mesh.getName() === 'PhotoHead')!;
    const primitive = head.listPrimitives()[0]!;
    expect(primitive.getMaterial()?.getBaseColorTexture()).toBe(texture);
    const uvs = primitive.getAttribute('TEXCOORD_0')!;
    for (let i = 0; i < uvs.getCount(); i++) {
      for (const value of uvs.getElement(i, [])) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reports its progress in rising steps', () => {
    expect(steps.length).toBeGreaterThan(3);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });
});

describe('a photo that cannot become an avatar', () => {
  const problemOf = (bytes: Uint8Array) =>
    photoAvatarGlb(bytes, 'male').then(
      () => 'built',
      (error: unknown) => (error instanceof PhotoAvatarError ? error.problem : String(error)),
    );

  it('without a face is refused as no_face', async () => {
    expect(await problemOf(fixture('no-face.jpg'))).toBe('no_face');
  });

  it('with two faces is refused as several_faces', async () => {
    expect(await problemOf(fixture('two-faces.jpg'))).toBe('several_faces');
  });

  it('that is not a picture is refused as not_an_image', async () => {
    expect(await problemOf(new TextEncoder().encode('<svg onload="alert(1)"></svg> not a photo'))).toBe('not_an_image');
  });
});

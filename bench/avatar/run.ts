// The creator's save-to-GLB time: parameters → rigged avatar → GLB (and → VRM), as the server does
// on POST /api/rpm-avatars, and its GLB → FBX, as on the first GET /api/avatars/{id}.fbx. Baseline in
// the same run: exporting an empty scene, the exporter's own cost.
import { avatarPresets, buildAvatar, disposeAvatar } from '@meshwork/avatar';
import { avatarFiles, exportGlb } from '@meshwork/avatar/node';
import { glbToFbx } from '@meshwork/fbx';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Group } from 'three';

const runs = Number(process.env.RUNS ?? 15);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(action: () => Promise<unknown>): Promise<number[]> {
  await action(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await action();
    times.push(performance.now() - start);
  }
  return times;
}

const params = avatarPresets.river!;
const empty = await time(() => exportGlb(new Group()));
const glb = await time(async () => {
  const avatar = buildAvatar(params);
  await exportGlb(avatar.root);
  disposeAvatar(avatar);
});
let bytes = 0;
let lastGlb = new Uint8Array();
const both = await time(async () => {
  const files = await avatarFiles(params, { name: 'Bench', author: 'Bench' });
  bytes = files.glb.byteLength;
  lastGlb = files.glb;
});
let fbxBytes = 0;
const fbx = await time(async () => {
  fbxBytes = (await glbToFbx(lastGlb)).byteLength;
});
const result = {
  measuredAt: new Date().toISOString(),
  runs,
  medianMs: { emptySceneGlb: median(empty), avatarGlb: median(glb), avatarGlbAndVrm: median(both), avatarGlbToFbx: median(fbx) },
  glbBytes: bytes,
  fbxBytes,
  ratioToEmptyScene: median(glb) / median(empty),
};
console.log(`empty scene → GLB (baseline): ${result.medianMs.emptySceneGlb.toFixed(2)} ms median of ${runs}`);
console.log(`avatar → GLB:                 ${result.medianMs.avatarGlb.toFixed(1)} ms median (${(bytes / 1024).toFixed(0)} KiB)`);
console.log(`avatar → GLB + VRM:           ${result.medianMs.avatarGlbAndVrm.toFixed(1)} ms median`);
console.log(`avatar GLB → FBX:             ${result.medianMs.avatarGlbToFbx.toFixed(1)} ms median (${(fbxBytes / 1024).toFixed(0)} KiB)`);
console.log(`ratio avatar/empty: ${result.ratioToEmptyScene.toFixed(0)}`);
await writeFile(path.join(import.meta.dirname, 'latest.json'), JSON.stringify(result, null, 2));

// One photo → avatar GLB in a fresh process, as a new build thread does it: loading the builder
// and the face detector included. Prints its time and the process's peak memory as JSON.
import { readFile } from 'node:fs/promises';

const start = performance.now();
const { photoAvatarGlb } = await import('@meshwork/avatar-photo');
const photo = await readFile(new URL('../../packages/avatar-photo/test/fixtures/astronaut.jpg', import.meta.url));
await photoAvatarGlb(photo, 'female');
console.log(JSON.stringify({ ms: performance.now() - start, peakRssMb: process.resourceUsage().maxRSS / 1024 }));

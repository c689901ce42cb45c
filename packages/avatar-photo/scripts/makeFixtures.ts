/**
 * Makes the test photos beside astronaut.jpg: two astronauts side by side (two faces) and a picture
 * with no face in it (soft shapes on a gradient). Run: npx tsx packages/avatar-photo/scripts/makeFixtures.ts
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
const astronaut = `${fixtures}astronaut.jpg`;

await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#ffffff' } })
  .composite([
    { input: astronaut, left: 0, top: 0 },
    { input: astronaut, left: 512, top: 0 },
  ])
  .jpeg({ quality: 80 })
  .toFile(`${fixtures}two-faces.jpg`);

const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="384">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="1" stop-color="#f2f7ff"/></linearGradient></defs>
  <rect width="512" height="384" fill="url(#sky)"/>
  <circle cx="400" cy="90" r="46" fill="#ffd66b"/>
  <path d="M0 300 Q128 220 256 290 T512 270 V384 H0 Z" fill="#5fa35f"/>
</svg>`;
await sharp(Buffer.from(shapes)).jpeg({ quality: 80 }).toFile(`${fixtures}no-face.jpg`);
console.log('two-faces.jpg, no-face.jpg');

import sharp from 'sharp';
import type { Random } from './random.js';

/** The kinds of picture the demo posts carry: drawn scenes, so the feed looks like photos and renders, not noise. */
export type SceneKind = 'mountains' | 'skyline' | 'grid' | 'orbs';

const width = 1200;
const height = 800;

const palettes = [
  { sky: ['#0f172a', '#7c3aed', '#f472b6'], sun: '#fde68a', land: ['#312e81', '#1e1b4b', '#0b1026'] },
  { sky: ['#082f49', '#0ea5e9', '#bae6fd'], sun: '#fef9c3', land: ['#155e75', '#164e63', '#083344'] },
  { sky: ['#1c1917', '#ea580c', '#fde047'], sun: '#fff7ed', land: ['#7c2d12', '#431407', '#1c1917'] },
  { sky: ['#022c22', '#10b981', '#a7f3d0'], sun: '#ecfccb', land: ['#065f46', '#064e3b', '#022c22'] },
  { sky: ['#1e1b4b', '#db2777', '#fbcfe8'], sun: '#fff1f2', land: ['#581c87', '#3b0764', '#1e1b4b'] },
];

const skyGradient = (colours: string[]) =>
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${colours
    .map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;

/** A ridge line across the picture: the outline of one range of mountains. */
function ridge(random: Random, base: number, amplitude: number): string {
  const points = [`0,${height}`];
  for (let x = 0; x <= width; x += 60 + Math.floor(random() * 80)) points.push(`${x},${Math.round(base - random() * amplitude)}`);
  points.push(`${width},${Math.round(base - random() * amplitude)}`, `${width},${height}`);
  return points.join(' ');
}

function mountains(random: Random, palette: (typeof palettes)[number]): string {
  const sunX = 200 + random() * 800;
  const ranges = palette.land.map(
    (colour, index) => `<polygon points="${ridge(random, 430 + index * 120, 260 - index * 60)}" fill="${colour}"/>`,
  );
  return `<circle cx="${sunX}" cy="${220 + random() * 120}" r="${70 + random() * 50}" fill="${palette.sun}" fill-opacity="0.9"/>${ranges.join('')}`;
}

function skyline(random: Random, palette: (typeof palettes)[number]): string {
  const parts = [`<circle cx="${150 + random() * 900}" cy="140" r="48" fill="${palette.sun}" fill-opacity="0.85"/>`];
  for (let x = 0; x < width;) {
    const towerWidth = 50 + Math.floor(random() * 90);
    const top = 260 + Math.floor(random() * 320);
    parts.push(
      `<rect x="${x}" y="${top}" width="${towerWidth - 6}" height="${height - top}" fill="${palette.land[Math.floor(random() * 3)]}"/>`,
    );
    for (let y = top + 16; y < height - 20; y += 28)
      for (let wx = x + 10; wx < x + towerWidth - 20; wx += 18)
        if (random() < 0.35) parts.push(`<rect x="${wx}" y="${y}" width="8" height="12" fill="${palette.sun}" fill-opacity="0.8"/>`);
    x += towerWidth;
  }
  return parts.join('');
}

/** A horizon grid running to a striped sun: the look of many XR worlds. */
function grid(random: Random, palette: (typeof palettes)[number]): string {
  const horizon = 440;
  const stripes = Array.from(
    { length: 6 },
    (_, index) => `<rect x="0" y="${horizon - 70 + index * 14}" width="${width}" height="${4 + index}" fill="${palette.sky[0]}"/>`,
  );
  const lines: string[] = [];
  for (let index = -12; index <= 12; index++)
    lines.push(`<line x1="${width / 2 + index * 30}" y1="${horizon}" x2="${width / 2 + index * 160}" y2="${height}"/>`);
  for (let step = 1; step <= 10; step++) {
    const y = horizon + (height - horizon) * (step / 10) ** 2;
    lines.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}"/>`);
  }
  const neon = palette.land[0];
  return `<circle cx="${width / 2}" cy="${horizon - 60}" r="${150 + random() * 40}" fill="${palette.sun}"/>${stripes.join('')}
  <rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="${palette.sky[0]}"/>
  <g stroke="${palette.sky[2]}" stroke-opacity="0.7" stroke-width="2">${lines.join('')}</g>
  <rect x="0" y="${horizon - 2}" width="${width}" height="4" fill="${neon}"/>`;
}

function orbs(random: Random, palette: (typeof palettes)[number]): string {
  const shapes: string[] = [];
  for (let index = 0; index < 9; index++) {
    const radius = 40 + random() * 140;
    const colour = [...palette.sky, palette.sun][Math.floor(random() * 4)];
    shapes.push(
      `<circle cx="${random() * width}" cy="${random() * height}" r="${radius}" fill="url(#orb)" stroke="${colour}" stroke-opacity="0.6" stroke-width="3"/>`,
      `<ellipse cx="${random() * width}" cy="${random() * height}" rx="${radius * 1.6}" ry="${radius * 0.4}" fill="none" stroke="${colour}" stroke-opacity="0.5" stroke-width="2"/>`,
    );
  }
  return `<defs><radialGradient id="orb" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.5" stop-color="${palette.sky[1]}" stop-opacity="0.7"/><stop offset="1" stop-color="${palette.land[2]}" stop-opacity="0.9"/></radialGradient></defs>${shapes.join('')}`;
}

const painters: Record<SceneKind, (random: Random, palette: (typeof palettes)[number]) => string> = { mountains, skyline, grid, orbs };

/** A 1200 × 800 PNG of a scene of the kind, its shapes and palette drawn from `random`. */
export function renderScene(kind: SceneKind, random: Random): Promise<Buffer> {
  const palette = palettes[Math.floor(random() * palettes.length)]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${skyGradient(palette.sky)}</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>${painters[kind](random, palette)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

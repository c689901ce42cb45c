import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** A 256 px profile picture: the member's initials on a gradient of their colour, as WebP. */
export function renderInitialsAvatar(name: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#g)"/>
  <circle cx="200" cy="56" r="72" fill="#ffffff" fill-opacity="0.08"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
}

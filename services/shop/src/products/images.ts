import { createHash } from 'node:crypto';
import type { Birthstone } from '@ministry/contracts/product';

/**
 * The shop's product pictures: SVG drawn here and served by the shop service itself under
 * /api/products/images/ (nothing hot-linked, nothing fetched from elsewhere). They ship inside the
 * service's build, so every deployment has them. Each URL carries a hash of the picture, so browsers
 * may cache it for a year.
 */
export const IMAGE_ROUTE = '/api/products/images';

export interface TeeArt {
  kind: 'tee';
  shirt: string;
  ink: string;
  lines: string[];
  verse?: string;
  background: string;
}

export interface BraceletArt {
  kind: 'bracelet';
  style: 'cross' | 'beads';
  stone: Birthstone;
  background: string;
}

export type ProductArt = TeeArt | BraceletArt;

const W = 600;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function frame(background: string, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${W}" width="${W}" height="${W}">
<defs>
<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${background}"/></radialGradient>
${defs}
</defs>
<rect width="${W}" height="${W}" fill="url(#bg)"/>
${body}
</svg>
`;
}

/** A folded-flat t-shirt with its phrase across the chest. */
export function teeSvg(art: TeeArt): string {
  const size = art.lines.some((line) => line.length > 8) ? 34 : 42;
  const top = 300 - ((art.lines.length - 1) * size * 1.15) / 2 + (art.verse ? -8 : 0);
  const text = art.lines
    .map(
      (line, i) =>
        `<text x="300" y="${(top + i * size * 1.15).toFixed(1)}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('\n');
  const lastY = top + (art.lines.length - 1) * size * 1.15;
  const verse = art.verse
    ? `<text x="300" y="${(lastY + 40).toFixed(1)}" font-size="16" letter-spacing="4" font-weight="400">${escapeXml(art.verse)}</text>`
    : '';
  const shirt =
    'M255,96 C270,132 330,132 345,96 L424,116 Q470,140 508,196 L452,256 L430,238 L432,512 Q300,528 168,512 L170,238 L148,256 L92,196 Q130,140 176,116 Z';
  const defs = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></linearGradient>`;
  const body = `<ellipse cx="300" cy="530" rx="170" ry="16" fill="#000" opacity=".08"/>
<path d="${shirt}" fill="${art.shirt}"/>
<path d="${shirt}" fill="url(#shade)"/>
<path d="M255,96 C270,140 330,140 345,96" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="7"/>
<path d="M170,238 L176,150 M430,238 L424,150" stroke="#000" stroke-opacity=".08" stroke-width="3" fill="none"/>
<g fill="${art.ink}" font-family="Georgia, 'Times New Roman', serif" font-weight="700" text-anchor="middle" letter-spacing="2">
${text}
${verse}
</g>
<path d="M300,${(top - size - 22).toFixed(1)} v22 M291,${(top - size - 14).toFixed(1)} h18" stroke="${art.ink}" stroke-width="3" stroke-linecap="round"/>`;
  return frame(art.background, body, defs);
}

function gemFill(stone: Birthstone, id: string): { defs: string; fill: string } {
  const stops =
    stone.swatch.length > 1
      ? stone.swatch.map((c, i) => `<stop offset="${i / (stone.swatch.length - 1)}" stop-color="${c}"/>`)
      : [`<stop offset="0" stop-color="#ffffff"/>`, `<stop offset=".35" stop-color="${stone.swatch[0]}"/>`];
  return {
    defs: `<radialGradient id="${id}" cx="35%" cy="30%" r="80%">${stops.join('')}</radialGradient>`,
    fill: `url(#${id})`,
  };
}

/** A bracelet lying in an oval, its birthstone at the front in the stone's colour. */
export function braceletSvg(art: BraceletArt): string {
  const gem = gemFill(art.stone, 'gem');
  const metal = `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset=".5" stop-color="#b9bec7"/><stop offset="1" stop-color="#8d939d"/></linearGradient>
<radialGradient id="wood" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#e6c9a0"/><stop offset="1" stop-color="#a9784a"/></radialGradient>`;
  const beads: string[] = [];
  const count = art.style === 'beads' ? 26 : 44;
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + Math.PI / 2;
    const x = 300 + 185 * Math.cos(angle);
    const y = 300 + 140 * Math.sin(angle);
    if (i === 0) continue; // the stone's place
    if (art.style === 'beads') {
      const accent = i % 6 === 3;
      beads.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="17" fill="${accent ? gem.fill : 'url(#wood)'}" stroke="#000" stroke-opacity=".12"/>`,
      );
    } else {
      beads.push(
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="9" ry="6" transform="rotate(${((angle * 180) / Math.PI + 90).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="url(#metal)" stroke-width="4"/>`,
      );
    }
  }
  const charm =
    art.style === 'cross'
      ? `<g transform="translate(352 452)"><path d="M0,0 v52 M-15,15 h30" stroke="url(#metal)" stroke-width="9" stroke-linecap="round"/><circle cx="0" cy="-6" r="6" fill="none" stroke="url(#metal)" stroke-width="3"/></g>`
      : `<g transform="translate(300 470)"><path d="M0,0 v44 M-12,12 h24" stroke="#7a5230" stroke-width="7" stroke-linecap="round"/></g>`;
  const body = `<ellipse cx="300" cy="470" rx="200" ry="22" fill="#000" opacity=".06"/>
${beads.join('\n')}
${charm}
<g transform="translate(300 440)">
<circle r="34" fill="url(#metal)"/>
<circle r="27" fill="${gem.fill}" stroke="#000" stroke-opacity=".2"/>
<path d="M-10,-12 l8,-6 l8,6" stroke="#fff" stroke-opacity=".8" stroke-width="3" fill="none" stroke-linecap="round"/>
</g>`;
  return frame(art.background, body, `${metal}\n${gem.defs}`);
}

export function renderArt(art: ProductArt): string {
  return art.kind === 'tee' ? teeSvg(art) : braceletSvg(art);
}

/** The catalogue's pictures by name; filled by the seed data (see seed.ts). */
const catalogue = new Map<string, { svg: string; hash: string }>();

export function registerImage(name: string, art: ProductArt): string {
  const svg = renderArt(art);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  catalogue.set(name, { svg, hash });
  return `${IMAGE_ROUTE}/${name}.${hash}.svg`;
}

/** One picture by file name ("<name>.<hash>.svg" or "<name>.svg"), or undefined. */
export function findImage(file: string): { svg: string; hash: string; current: boolean } | undefined {
  const match = /^([a-z0-9-]+)(?:\.([0-9a-f]{10}))?\.svg$/.exec(file);
  const found = match?.[1] ? catalogue.get(match[1]) : undefined;
  if (!match || !found) return undefined;
  return { ...found, current: match[2] === found.hash };
}

export function braceletImageName(style: BraceletArt['style'], month: string): string {
  return `bracelet-${style}-${month.toLowerCase()}`;
}

import { createHash } from 'node:crypto';
import type { VariantSource } from '@ministry/kit/image-variants';

/**
 * Cover art for resources, one per category, served at /api/resources/images/<name>.svg so a
 * resource's imageUrl never points at another host. Drawn as plain SVG in the site's palette.
 */
const PLUM = '#5b2a56';
const ROSE = '#f6e9f2';
const GOLD = '#e8b04b';
const SAGE = '#8fae8b';
const SKY = '#cfe3ef';
const CREAM = '#fffaf3';

function cover(label: string, from: string, to: string, motif: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img" aria-label="${label}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#bg)"/>
<circle cx="560" cy="60" r="120" fill="#ffffff" opacity="0.18"/>
<circle cx="70" cy="360" r="140" fill="#ffffff" opacity="0.14"/>
${motif}
</svg>`;
}

const IMAGES: Record<string, string> = {
  'mental-health': cover(
    'A sun rising over calm hills',
    SKY,
    ROSE,
    `<circle cx="320" cy="230" r="82" fill="${GOLD}" opacity="0.9"/>
<g stroke="${GOLD}" stroke-width="6" stroke-linecap="round" opacity="0.7">
<path d="M320 118v-30"/><path d="M236 150l-20-20"/><path d="M404 150l20-20"/><path d="M196 232h-30"/><path d="M444 232h30"/></g>
<path d="M0 290c90-50 170-50 260-10s190 40 380-20v140H0z" fill="${SAGE}"/>
<path d="M0 330c120-40 220-30 330 0s200 20 310-10v80H0z" fill="#6f9470"/>
<path d="M110 300c12-30 40-44 62-40-6 26-30 42-62 40z" fill="#ffffff" opacity="0.7"/>`,
  ),
  'bible-study': cover(
    'An open Bible with light above it',
    ROSE,
    '#ead7e6',
    `<g stroke="${GOLD}" stroke-width="5" stroke-linecap="round" opacity="0.8">
<path d="M320 70v40"/><path d="M250 90l18 30"/><path d="M390 90l-18 30"/><path d="M200 130l28 20"/><path d="M440 130l-28 20"/></g>
<path d="M320 175c-50-28-120-34-180-22v170c60-12 130-6 180 22z" fill="${CREAM}" stroke="${PLUM}" stroke-width="6" stroke-linejoin="round"/>
<path d="M320 175c50-28 120-34 180-22v170c-60-12-130-6-180 22z" fill="#ffffff" stroke="${PLUM}" stroke-width="6" stroke-linejoin="round"/>
<g stroke="${PLUM}" stroke-width="4" stroke-linecap="round" opacity="0.35">
<path d="M170 200c40-6 80-2 120 12"/><path d="M170 230c40-6 80-2 120 12"/><path d="M170 260c40-6 80-2 120 12"/>
<path d="M350 212c40-14 80-18 120-12"/><path d="M350 242c40-14 80-18 120-12"/><path d="M350 272c40-14 80-18 120-12"/></g>
<path d="M320 345v-170" stroke="${PLUM}" stroke-width="6"/>
<path d="M335 340v45l12-10 12 10v-50" fill="#b4529f"/>`,
  ),
  counseling: cover(
    'Two speech bubbles and a heart',
    '#f3e4ee',
    SKY,
    `<path d="M130 110h230a30 30 0 0 1 30 30v90a30 30 0 0 1-30 30H210l-50 40v-40h-30a30 30 0 0 1-30-30v-90a30 30 0 0 1 30-30z" fill="#ffffff" stroke="${PLUM}" stroke-width="6" stroke-linejoin="round"/>
<path d="M300 180h210a30 30 0 0 1 30 30v80a30 30 0 0 1-30 30h-20v36l-44-36H300a30 30 0 0 1-30-30v-80a30 30 0 0 1 30-30z" fill="${PLUM}"/>
<path d="M405 292c-30-20-46-36-46-54a22 22 0 0 1 46-8 22 22 0 0 1 46 8c0 18-16 34-46 54z" fill="${GOLD}"/>
<g stroke="${PLUM}" stroke-width="6" stroke-linecap="round" opacity="0.45"><path d="M150 160h150"/><path d="M150 200h110"/></g>`,
  ),
  family: cover(
    'A family of three under one roof',
    '#fdf0e0',
    ROSE,
    `<path d="M150 200l170-110 170 110" fill="none" stroke="${PLUM}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="250" cy="200" r="32" fill="#c98f6b"/><path d="M200 350c0-60 22-100 50-100s50 40 50 100z" fill="${PLUM}"/>
<circle cx="395" cy="195" r="34" fill="#8d5a3f"/><path d="M342 350c0-64 24-104 53-104s53 40 53 104z" fill="${SAGE}"/>
<circle cx="322" cy="262" r="22" fill="#e0b08e"/><path d="M292 350c0-40 12-64 30-64s30 24 30 64z" fill="${GOLD}"/>
<path d="M233 176c6-18 30-24 46-8-14 2-30 2-46 8z" fill="#3b2419"/>`,
  ),
  'personal-growth': cover(
    'A young plant growing toward the light',
    '#e9f2e6',
    SKY,
    `<circle cx="470" cy="110" r="46" fill="${GOLD}" opacity="0.85"/>
<path d="M320 300v-150" stroke="#4f7a4e" stroke-width="8" stroke-linecap="round"/>
<path d="M320 220c-10-50-50-76-100-70 6 50 46 80 100 70z" fill="${SAGE}"/>
<path d="M320 180c10-50 50-80 104-76-4 54-46 86-104 76z" fill="#6f9470"/>
<path d="M320 150c-6-26 4-48 24-60 10 24 0 48-24 60z" fill="${SAGE}"/>
<path d="M250 300h140l-16 70H266z" fill="${PLUM}"/><rect x="240" y="290" width="160" height="22" rx="6" fill="#431d3f"/>`,
  ),
  'spanish-resources': cover(
    'A book marked ES with a flower',
    ROSE,
    '#fbe3cf',
    `<rect x="210" y="90" width="220" height="260" rx="14" fill="${PLUM}"/>
<rect x="226" y="90" width="14" height="260" fill="#431d3f"/>
<rect x="260" y="130" width="140" height="70" rx="10" fill="${CREAM}"/>
<text x="330" y="180" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="${PLUM}">ES</text>
<g transform="translate(330 275)"><g fill="${GOLD}"><circle cx="0" cy="-24" r="14"/><circle cx="23" cy="-7" r="14"/><circle cx="14" cy="20" r="14"/><circle cx="-14" cy="20" r="14"/><circle cx="-23" cy="-7" r="14"/></g><circle r="11" fill="#b4529f"/></g>`,
  ),
  prayer: cover(
    'A candle with a warm flame',
    '#efe6f5',
    ROSE,
    `<circle cx="320" cy="150" r="90" fill="${GOLD}" opacity="0.25"/>
<path d="M320 90c26 30 30 58 0 86-30-28-26-56 0-86z" fill="${GOLD}"/>
<path d="M320 122c10 14 10 28 0 40-10-12-10-26 0-40z" fill="#fff3d6"/>
<path d="M320 176v14" stroke="#3b2419" stroke-width="4"/>
<rect x="270" y="190" width="100" height="150" rx="12" fill="${CREAM}" stroke="${PLUM}" stroke-width="6"/>
<ellipse cx="320" cy="350" rx="110" ry="16" fill="${PLUM}" opacity="0.5"/>`,
  ),
  default: cover(
    'A bookmark ribbon on a page',
    ROSE,
    SKY,
    `<rect x="200" y="80" width="240" height="260" rx="12" fill="#ffffff" stroke="${PLUM}" stroke-width="6"/>
<path d="M380 80v110l-24-20-24 20V80z" fill="#b4529f"/>
<g stroke="${PLUM}" stroke-width="5" stroke-linecap="round" opacity="0.35"><path d="M230 220h180"/><path d="M230 250h180"/><path d="M230 280h120"/></g>`,
  ),
};

export const RESOURCE_IMAGE_PATH = '/api/resources/images';

export function resourceImageUrl(name: string): string {
  return `${RESOURCE_IMAGE_PATH}/${name}.svg`;
}

/** The SVG text for `<name>.svg`, or undefined. */
export function resourceImage(fileName: string): string | undefined {
  const match = /^([a-z0-9-]+)\.svg$/.exec(fileName);
  return match?.[1] && Object.prototype.hasOwnProperty.call(IMAGES, match[1]) ? IMAGES[match[1]] : undefined;
}

/** What a cover's width variants (`<name>.w480.webp`) are made from, or null. */
export function resourceImageSource(stem: string): VariantSource | null {
  const svg = resourceImage(`${stem}.svg`);
  if (!svg) return null;
  return {
    load: () => svg,
    format: 'svg',
    tag: createHash('sha256').update(svg).digest('hex').slice(0, 16),
    cacheControl: 'public, max-age=86400',
  };
}

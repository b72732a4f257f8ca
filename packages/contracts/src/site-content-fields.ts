import { LANGUAGES } from './language';
import { isSafeHref } from './rich-text';
import { SERVICE_ICONS } from './services-catalog';
import { TESTIMONIAL_RATINGS, type SiteContentKey } from './site-content';

// ---- The documents' description: one per key, read by the schema, the editor and the checks ----

export type FieldFormat = 'line' | 'email' | 'phone' | 'href' | 'https' | 'date' | 'time' | 'postalCode';

export type FieldSpec =
  /** A text in both languages; `rich`: the Markdown subset of rich-text.ts. */
  | { kind: 'text'; max: number; rich?: boolean; optional?: boolean }
  /** One value for both languages (a name, an address, a phone). */
  | { kind: 'plain'; format: FieldFormat; max: number; optional?: boolean }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'picture'; optional: boolean }
  | { kind: 'group'; fields: Readonly<Record<string, FieldSpec>> }
  /** Items carry a stable `id` (a slug); their order is the list's order. */
  | { kind: 'list'; item: Readonly<Record<string, FieldSpec>>; max: number };

const line = (max = 120): FieldSpec => ({ kind: 'text', max });
const optionalLine = (max = 120): FieldSpec => ({ kind: 'text', max, optional: true });
const rich = (max = 4000): FieldSpec => ({ kind: 'text', max, rich: true });
const plain = (format: FieldFormat, max = 120, optional = false): FieldSpec => ({
  kind: 'plain',
  format,
  max,
  optional,
});
const group = (fields: Record<string, FieldSpec>): FieldSpec => ({ kind: 'group', fields });
const list = (item: Record<string, FieldSpec>, max: number): FieldSpec => ({ kind: 'list', item, max });
const picture: FieldSpec = { kind: 'picture', optional: true };
const link = group({ label: line(60), href: plain('href', 300) });
const sectionIntro = group({ heading: line(), intro: line(400) });
const labelledBlocks = list({ label: line(80), body: rich() }, 30);

export const SITE_CONTENT_FIELDS: Readonly<Record<SiteContentKey, Readonly<Record<string, FieldSpec>>>> = {
  home: {
    hero: group({
      kicker: line(),
      heading: line(),
      text: line(400),
      primary: link,
      secondary: link,
      image: picture,
    }),
    story: group({ kicker: line(), heading: line(), body: rich(), link, image: picture }),
    sections: group({
      services: sectionIntro,
      testimonials: sectionIntro,
      team: sectionIntro,
      plans: sectionIntro,
      contact: sectionIntro,
    }),
    closing: group({ heading: line(), text: line(400), primary: link, secondary: link }),
  },
  about: {
    hero: group({ heading: line(), lead: line(400) }),
    founder: group({
      heading: line(),
      name: line(80),
      role: line(),
      story: rich(),
      quote: line(400),
      photo: picture,
    }),
    mission: group({ heading: line(), text: line(600) }),
    vision: group({ heading: line(), text: line(600) }),
    values: group({
      heading: line(),
      intro: line(400),
      items: list({ title: line(80), text: line(400) }, 12),
    }),
  },
  services: {
    services: list(
      {
        icon: { kind: 'choice', options: SERVICE_ICONS },
        name: line(80),
        summary: line(400),
        schedule: optionalLine(200),
        details: labelledBlocks,
      },
      20,
    ),
  },
  team: {
    members: list(
      {
        name: plain('line', 80),
        role: line(),
        bio: rich(2000),
        photo: picture,
        email: plain('email', 254, true),
        details: labelledBlocks,
      },
      40,
    ),
  },
  testimonials: {
    testimonials: list(
      {
        name: plain('line', 80),
        role: line(80),
        rating: { kind: 'choice', options: TESTIMONIAL_RATINGS },
        quote: line(600),
        photo: picture,
        story: labelledBlocks,
      },
      30,
    ),
  },
  faq: { items: list({ question: line(200), answer: rich(2000) }, 40) },
  ministry: {
    name: line(),
    legalName: plain('line', 120),
    email: plain('email', 254),
    phone: plain('phone', 30),
    address: group({
      street: plain('line', 120),
      locality: plain('line', 80),
      region: plain('line', 40),
      postalCode: plain('postalCode', 10),
      country: plain('line', 2),
    }),
    officeHours: list(
      {
        days: { kind: 'choice', options: ['weekdays', 'saturday', 'sunday'] },
        opens: plain('time', 5, true),
        closes: plain('time', 5, true),
      },
      3,
    ),
    social: list(
      {
        network: { kind: 'choice', options: ['facebook', 'instagram', 'youtube'] },
        url: plain('https', 300, true),
      },
      3,
    ),
    mapUrl: plain('https', 500, true),
  },
  banner: {
    text: optionalLine(240),
    link: plain('href', 300, true),
    startsOn: plain('date', 10, true),
    endsOn: plain('date', 10, true),
  },
};

/** Where a button may lead: a safe link (rich-text.ts) or a place on the same page (`#contact`). */
export const isContentHref = (href: string): boolean => /^#[\w-]+$/.test(href) || isSafeHref(href);

/** Falls through unchanged when `value` is not an object (the schema then refuses it). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Paths of texts filled in one language and empty in the other (`hero.heading.es`,
 * `services.2.details.0.body.en`; a list item by its index). Pictures' alt texts are required, so
 * they are never here.
 */
export function missingTranslations(key: SiteContentKey, content: unknown): string[] {
  const found: string[] = [];
  const walk = (fields: Readonly<Record<string, FieldSpec>>, value: unknown, at: string) => {
    if (!isRecord(value)) return;
    for (const [name, spec] of Object.entries(fields)) {
      const path = at ? `${at}.${name}` : name;
      const field = value[name];
      if (spec.kind === 'text' && isRecord(field)) {
        const filled = LANGUAGES.filter((language) => String(field[language] ?? '').trim() !== '');
        if (filled.length === 1) found.push(`${path}.${LANGUAGES.find((l) => !filled.includes(l))}`);
      } else if (spec.kind === 'group') walk(spec.fields, field, path);
      else if (spec.kind === 'list' && Array.isArray(field))
        field.forEach((item, index) => walk(spec.item, item, `${path}.${index}`));
    }
  };
  walk(SITE_CONTENT_FIELDS[key], content, '');
  return found;
}

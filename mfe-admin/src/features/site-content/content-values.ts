import { ValidationError } from 'yup';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/calendar-day';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { LANGUAGES, localeOf, type Language } from '@ministry/contracts/language';
import { type Bilingual, type SiteContentKey } from '@ministry/contracts/site-content';
import { isRecord, SITE_CONTENT_FIELDS, type FieldSpec } from '@ministry/contracts/site-content-fields';
import { siteContentSchema } from '@ministry/contracts/site-content-schema';

/**
 * The editor holds a document as it is (nested groups and lists) and names each field by its dotted
 * path, list items by their index: `members.2.bio.es`, the same paths `missingTranslations` answers.
 */
export type Fields = Readonly<Record<string, FieldSpec>>;

/** The value at a dotted path (undefined when a step is missing). */
export function valueAt(root: unknown, path: string): unknown {
  if (!path) return root;
  return path.split('.').reduce<unknown>((value, step) => {
    if (Array.isArray(value)) return value[Number(step)];
    return isRecord(value) ? value[step] : undefined;
  }, root);
}

/** A copy of `root` with `value` at `path` (lists stay lists); what is not on the path is shared. */
export function withValueAt<T>(root: T, path: string, value: unknown): T {
  if (!path) return value as T;
  const [step, ...rest] = path.split('.') as [string, ...string[]];
  const inner = (current: unknown) => (rest.length ? withValueAt(current, rest.join('.'), value) : value);
  if (Array.isArray(root)) {
    const copy = [...(root as unknown[])];
    copy[Number(step)] = inner(copy[Number(step)]);
    return copy as T;
  }
  const record: Record<string, unknown> = isRecord(root) ? root : {};
  return { ...record, [step]: inner(record[step]) } as T;
}

/** What a field holds when nothing is written yet: empty texts, the first choice, no picture, no items. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'text':
      return { en: '', es: '' };
    case 'plain':
      return '';
    case 'choice':
      return spec.options[0] ?? '';
    case 'picture':
      return null;
    case 'group':
      return emptyGroup(spec.fields);
    case 'list':
      return [];
  }
}

function emptyGroup(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, emptyValue(spec)]));
}

/** A new list item: empty fields, and no id yet (it is made from its first text when saved). */
export function newItem(item: Fields): Record<string, unknown> {
  return { id: '', ...emptyGroup(item) };
}

/** The text a list item is known by: its first plain text or its first text in `language` (else the other). */
export function itemTitle(item: Fields, value: unknown, language: Language): string {
  if (!isRecord(value)) return '';
  for (const [name, spec] of Object.entries(item)) {
    const field = value[name];
    if (spec.kind === 'plain' && typeof field === 'string' && field.trim()) return field.trim();
    if (spec.kind === 'text' && isRecord(field)) {
      const text = field as Partial<Bilingual>;
      const shown = (text[language] ?? '').trim() || (text[language === 'en' ? 'es' : 'en'] ?? '').trim();
      if (shown) return shown;
    }
    if (spec.kind === 'choice' && typeof field === 'string' && field) return field;
  }
  return '';
}

/** Lowercase words of plain letters and digits joined by hyphens ("María José" → "maria-jose"). */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}

/** `wanted`, or `wanted-2`, `wanted-3`… the first that `taken` does not hold. */
function unique(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  let number = 2;
  while (taken.has(`${wanted}-${number}`)) number++;
  return `${wanted}-${number}`;
}

/**
 * The document with an id for every new list item (one without an id): the slug of its English
 * title (its first text), unique in its list; "item" when it has no text yet.
 */
export function withItemIds(fields: Fields, value: unknown): unknown {
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = { ...value };
  for (const [name, spec] of Object.entries(fields)) {
    const field = value[name];
    if (spec.kind === 'group') result[name] = withItemIds(spec.fields, field);
    if (spec.kind !== 'list' || !Array.isArray(field)) continue;
    const taken = new Set(
      field.map((item) => (isRecord(item) && typeof item.id === 'string' ? item.id : '')).filter(Boolean),
    );
    result[name] = field.map((item) => {
      const filled = withItemIds(spec.item, item);
      if (!isRecord(filled) || (typeof filled.id === 'string' && filled.id)) return filled;
      const id = unique(slug(itemTitle(spec.item, filled, 'en')) || 'item', taken);
      taken.add(id);
      return { ...filled, id };
    });
  }
  return result;
}

/** A list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** A validator's path in the editor's form: `members[2].photo.alt.es` → `members.2.photo.alt.es`. */
export function editorPath(path: string): string {
  return path
    .replace(/\[["']?([^\]"']+)["']?\]/g, '.$1')
    .replace(/^\./, '')
    .replace(/\.\./g, '.');
}

/** Field path → message (a message key from the schema, or the service's translated sentence). */
export type ContentErrors = Readonly<Record<string, string>>;

/** One message per field from a validation failure (the first found), by editor path. */
export function errorsOf(error: ValidationError): ContentErrors {
  const found: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const path = editorPath(inner.path ?? '');
    if (!(path in found)) found[path] = inner.message;
  }
  return found;
}

/** The errors the service would answer for this document (none: it may be saved). */
export async function contentErrors(key: SiteContentKey, content: unknown): Promise<ContentErrors> {
  try {
    await siteContentSchema(key).validate(content, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return errorsOf(error);
    throw error;
  }
}

/** Every error except those of the field at `path`, of what it holds, and of what holds it. */
export function withoutErrorsOf(errors: ContentErrors, path: string): ContentErrors {
  const kept = Object.entries(errors).filter(
    ([at]) => at !== path && !at.startsWith(`${path}.`) && !path.startsWith(`${at}.`),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** One step of a field's path, for a person: a field's name, or a list item (its number and title). */
export type PathStep = { field: string } | { item: number; title: string };

/**
 * A missing translation's path for a person: `members.2.bio.es` → the steps members, the third
 * item (her name), bio, and the language that is missing.
 */
export function describePath(
  key: SiteContentKey,
  content: unknown,
  path: string,
  language: Language,
): { steps: PathStep[]; missing: Language } {
  const parts = path.split('.');
  const last = parts[parts.length - 1] ?? '';
  const missing: Language = (LANGUAGES as readonly string[]).includes(last) ? (last as Language) : 'en';
  const steps: PathStep[] = [];
  let fields: Fields | undefined = SITE_CONTENT_FIELDS[key];
  let item: Fields | undefined;
  let at = '';
  for (const part of parts.slice(0, -1)) {
    at = at ? `${at}.${part}` : part;
    if (item) {
      steps.push({ item: Number(part) + 1, title: itemTitle(item, valueAt(content, at), language) });
      fields = item;
      item = undefined;
      continue;
    }
    const spec: FieldSpec | undefined = fields?.[part];
    if (!spec) break;
    steps.push({ field: part });
    fields = spec.kind === 'group' ? spec.fields : undefined;
    item = spec.kind === 'list' ? spec.item : undefined;
  }
  return { steps, missing };
}

/** The pages that show a document, for its preview (the ministry's details and the banner: every page). */
export const PREVIEW_PAGES: Readonly<Record<SiteContentKey, readonly string[]>> = {
  home: ['/'],
  about: ['/about'],
  services: ['/services', '/'],
  team: ['/team', '/'],
  testimonials: ['/'],
  faq: ['/contact'],
  ministry: ['/contact', '/'],
  banner: ['/'],
};

/** When a draft was saved or a revision published, in the admin's language and the ministry's time. */
export function formatWhen(iso: string, language: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MINISTRY_TIME_ZONE,
  }).format(new Date(time));
}

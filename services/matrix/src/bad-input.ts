import { MESSAGES } from '@ministry/contracts/messages';
import type { Language } from '@ministry/contracts/language';
import { ROLES, type Role } from './stack';
import { expected, type BadInput, type RouteRow } from './route-row';

const LONG = 'x'.repeat(10_001);
const OPERATORS = [{ $gt: '' }, { $where: 'sleep(1000) || true' }, { $ne: null }];

/** Wrong values for a field, by the type its valid value has. */
function wrongValues(value: unknown): unknown[] {
  if (typeof value === 'string') return [['x'], ...OPERATORS, LONG];
  if (typeof value === 'number') return ['many', [1], { $gt: 0 }, 1e21];
  if (typeof value === 'boolean') return ['maybe', [true], { $ne: null }];
  if (value === null) return [['x'], { $ne: null }, LONG];
  if (Array.isArray(value)) return ['monday', [{ $gt: '' }], [LONG], { 0: 'monday' }];
  return ['x', ['x'], 42];
}

type Json = Record<string, unknown>;

function withValue(body: Json, path: string[], value: unknown): Json {
  const [head, ...rest] = path as [string, ...string[]];
  return { ...body, [head]: rest.length ? withValue(body[head] as Json, rest, value) : value };
}

function fields(value: unknown, path: string[] = []): [string[], unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[path, value]];
  const own: [string[], unknown][] = path.length ? [[path, value]] : [];
  return [...own, ...Object.entries(value).flatMap(([key, inner]) => fields(inner, [...path, key]))];
}

/** Every field of a valid JSON body replaced, one at a time, with wrong types and operator objects. */
export function bodyMutations(body: unknown): BadInput[] {
  return fields(body).flatMap(([path, value]) =>
    wrongValues(value).map((wrong) => ({
      label: `${path.join('.')} = ${JSON.stringify(wrong).slice(0, 40)}`,
      body: withValue(body as Json, path, wrong),
      // A field naming a record (productId) may answer that no such record exists.
      statuses: /Id$/.test(path.at(-1) ?? '') ? [400, 404] : [400],
    })),
  );
}

/** Bodies the parser refuses, whatever the route: oversized or malformed. */
export const UNPARSABLE_BODIES: BadInput[] = [
  { label: 'a 200 KB body', raw: JSON.stringify({ message: 'x'.repeat(200_000) }), statuses: [413] },
  { label: 'malformed JSON', raw: '{"name": "Ruth",', statuses: [400] },
];

/** JSON that is not an object, for routes that read a body. */
export const NOT_OBJECTS: BadInput[] = [
  { label: 'a JSON array', raw: '[{"name": "Ruth"}]' },
  { label: 'a JSON string', raw: '"Ruth"' },
  { label: 'JSON null', raw: 'null' },
];

export const BAD_IDS = [
  'not-an-id',
  '507f1f77bcf86cd799439011',
  'x'.repeat(300),
  encodeURIComponent('{"$ne":null}'),
  '%E0%A4%A',
];

/** The valid path with each `:param` of the route replaced by a bad id, one at a time. */
export function paramMutations(pattern: string, path: string): BadInput[] {
  const [pathname, query] = path.split('?') as [string, string | undefined];
  const patternParts = pattern.split('/');
  const parts = pathname.split('/');
  return patternParts.flatMap((part, index) => {
    if (!part.startsWith(':')) return [];
    const suffix = part.includes('.') ? part.slice(part.indexOf('.')) : '';
    return BAD_IDS.map((bad) => {
      const changed = parts.map((segment, at) => (at === index ? `${bad}${suffix}` : segment)).join('/');
      return {
        label: `${part} = ${bad.slice(0, 30)}`,
        statuses: [400, 404],
        path: query ? `${changed}?${query}` : changed,
      };
    });
  });
}

/** Each query parameter of a valid GET repeated (an array) and made very long. */
export function queryMutations(path: string): BadInput[] {
  const [pathname, query] = path.split('?') as [string, string | undefined];
  if (!query) return [];
  const params = new URLSearchParams(query);
  return [...params.keys()].flatMap((name) => {
    const value = params.get(name) ?? '';
    const repeated = new URLSearchParams(params);
    repeated.append(name, value);
    const long = new URLSearchParams(params);
    long.set(name, LONG);
    return [
      { label: `${name} twice`, path: `${pathname}?${repeated}` },
      { label: `${name} 10k long`, path: `${pathname}?${long}` },
    ];
  });
}

/** The role a route's sweep runs as: the least privileged one it serves, else an admin. */
export function sweepRole(row: RouteRow): Role {
  return ROLES.find((role) => expected(row, role) < 300) ?? 'admin';
}

function pattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+');
  return new RegExp(`^${escaped}$`);
}

const CATALOGUE: Record<Language, RegExp[]> = {
  en: Object.values(MESSAGES).map((message) => pattern(message.en)),
  es: Object.values(MESSAGES).map((message) => pattern(message.es)),
};

/** A message from the shared catalogue in that language (placeholders filled in). */
export function isCatalogueMessage(text: unknown, language: Language): boolean {
  return typeof text === 'string' && CATALOGUE[language].some((regex) => regex.test(text));
}

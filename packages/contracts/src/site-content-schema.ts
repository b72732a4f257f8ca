import { array, object, string, type AnySchema } from 'yup';
import { SITE_CONTENT_KEYS, type SiteContentKey } from './site-content';
import { isContentHref, SITE_CONTENT_FIELDS, type FieldFormat, type FieldSpec } from './site-content-fields';

/**
 * The site-content documents' validation, derived from `SITE_CONTENT_FIELDS`: the service checks every
 * save with it and the editor shows its messages. Apart from site-content.ts so that what only reads a
 * document (the shell's footer and banner, the public pages) does not load yup on a first visit.
 */

const FORMATS: Record<FieldFormat, { pattern: RegExp; message: string }> = {
  line: { pattern: /^[^\n\r<>]*$/, message: 'siteContent.lineInvalid' },
  email: { pattern: /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, message: 'siteContent.emailInvalid' },
  phone: { pattern: /^[+\d(][\d\s().-]{6,}$/, message: 'siteContent.phoneInvalid' },
  href: { pattern: /^(?:#[\w-]+|\S+)$/, message: 'siteContent.linkInvalid' },
  https: { pattern: /^https:\/\/\S+$/i, message: 'siteContent.httpsInvalid' },
  date: { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'siteContent.dateInvalid' },
  time: { pattern: /^(?:[01]\d|2[0-3]):[0-5]\d$/, message: 'siteContent.timeInvalid' },
  postalCode: { pattern: /^\d{5}(?:-\d{4})?$/, message: 'siteContent.postalCodeInvalid' },
};

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Where a picture may come from: this site's image store, or one of the site's own files. */
const PICTURE_URL = /^\/(?!\/)\S+$/;

function plainSchema(spec: Extract<FieldSpec, { kind: 'plain' }>): AnySchema {
  const { pattern, message } = FORMATS[spec.format];
  let schema = string().trim().max(spec.max, 'siteContent.tooLong');
  if (!spec.optional) schema = schema.required('siteContent.required');
  return schema
    .default('')
    .test('format', message, (value) => !value || pattern.test(value))
    .test('safe-link', message, (value) => spec.format !== 'href' || !value || isContentHref(value));
}

function bilingualSchema(spec: Extract<FieldSpec, { kind: 'text' }>): AnySchema {
  const side = string()
    .max(spec.max, 'siteContent.tooLong')
    .default('')
    .test('line', 'siteContent.lineInvalid', (value) => spec.rich === true || !/[\n\r]/.test(value ?? ''));
  return object({ en: side, es: side })
    .noUnknown('siteContent.unknownField')
    .test('one-language', 'siteContent.required', (value) =>
      spec.optional === true ? true : !!(value?.en?.trim() || value?.es?.trim()),
    );
}

function pictureSchema(): AnySchema {
  const alt = string().trim().max(200, 'siteContent.tooLong').required('siteContent.altRequired');
  return object({
    url: string().trim().required('siteContent.required').matches(PICTURE_URL, 'siteContent.pictureInvalid'),
    alt: object({ en: alt, es: alt }).noUnknown('siteContent.unknownField'),
  })
    .noUnknown('siteContent.unknownField')
    .nullable()
    .default(null);
}

function fieldSchema(spec: FieldSpec): AnySchema {
  switch (spec.kind) {
    case 'text':
      return bilingualSchema(spec);
    case 'plain':
      return plainSchema(spec);
    case 'choice':
      return string()
        .required('siteContent.required')
        .oneOf([...spec.options], 'siteContent.choiceInvalid');
    case 'picture':
      return pictureSchema();
    case 'group':
      return groupSchema(spec.fields);
    case 'list':
      return array(
        groupSchema({ id: { kind: 'plain', format: 'line', max: 60 }, ...spec.item }).test(
          'id',
          'siteContent.idInvalid',
          (value) => ID_PATTERN.test(String((value as { id?: unknown } | undefined)?.id ?? '')),
        ),
      )
        .required('siteContent.required')
        .max(spec.max, 'siteContent.tooMany')
        .test('unique-ids', 'siteContent.idTaken', (items) => {
          const ids = (items ?? []).map((item) => (item as { id?: unknown }).id);
          return new Set(ids).size === ids.length;
        });
  }
}

function groupSchema(fields: Readonly<Record<string, FieldSpec>>): AnySchema {
  const shape: Record<string, AnySchema> = {};
  for (const [name, spec] of Object.entries(fields)) shape[name] = fieldSchema(spec);
  return object(shape).noUnknown('siteContent.unknownField').required('siteContent.required');
}

const SCHEMAS = Object.fromEntries(
  SITE_CONTENT_KEYS.map((key) => [key, groupSchema(SITE_CONTENT_FIELDS[key])]),
) as Record<SiteContentKey, AnySchema>;

/** The schema a document of `key` must pass (every message is a key of messages/site-content.json). */
export function siteContentSchema(key: SiteContentKey): AnySchema {
  return SCHEMAS[key];
}

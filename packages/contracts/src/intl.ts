/*
 * Building an Intl formatter costs far more than using one (the first one on a page also loads the
 * browser's locale data): every Intl.DateTimeFormat the site uses is built once per locale and options.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The one Intl.DateTimeFormat for a locale and options, built on first use. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

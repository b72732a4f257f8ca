import type { Language } from '@ministry/contracts/language';
import { ministryAddressLine, ministryName } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';

/** One piece of a message. Every text is plain text: the HTML part escapes it. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'quote'; text: string }
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'note'; text: string };

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
/** A call to action; the text part shows it as "label: url". */
export const button = (label: string, url: string): Block => ({ kind: 'button', label, url });
/** Something a person wrote, quoted as text (a contact message, a subject). */
export const quote = (text: string): Block => ({ kind: 'quote', text });
export const details = (rows: [string, string][]): Block => ({ kind: 'details', rows });
/** Small print under the message (why it was sent, what to do if it was not you). */
export const note = (text: string): Block => ({ kind: 'note', text });

/**
 * What every message is rendered with: the recipient's language and the ministry's published details
 * (name, address, phone, e-mail: the sending service reads them with the kit's `ministryDetails` at
 * the moment it renders, so an e-mail shows what the site shows).
 */
export interface MailContext {
  language: Language;
  ministry: MinistryContent;
}

export interface MailContent extends MailContext {
  subject: string;
  /** The first line, a greeting or a title. */
  heading: string;
  blocks: Block[];
}

/**
 * The texts a message to one person starts with: its subject and a heading that greets her by name
 * (or, where the template allows `null`, greets her without one).
 */
export interface Greeting<Name extends string | null = string> {
  subject: string;
  heading: (name: Name) => string;
}

/** A message with its subject, heading and blocks, in the ministry's layout. */
export const mail = (context: MailContext, subject: string, heading: string, blocks: Block[]): RenderedMail =>
  renderMail({ ...context, subject, heading, blocks });

/** A message to one person: its subject, the heading with her name, then its blocks. */
export function mailTo<Name extends string | null>(
  context: MailContext,
  greeting: Greeting<Name>,
  name: Name,
  blocks: Block[],
): RenderedMail {
  return mail(context, greeting.subject, greeting.heading(name), blocks);
}

/** The headings that greet a person by name. */
export const HELLO = {
  en: (name: string) => `Hello, ${name}`,
  es: (name: string) => `Hola, ${name}`,
} satisfies Record<Language, (name: string) => string>;
export const THANKS = {
  en: (name: string) => `Thank you, ${name}!`,
  es: (name: string) => `¡Gracias, ${name}!`,
} satisfies Record<Language, (name: string) => string>;

const PAYMENT_FAILED = {
  en: { button: 'Update my card', questions: (phone: string) => `Questions? Call us at ${phone}.` },
  es: { button: 'Actualizar mi tarjeta', questions: (phone: string) => `¿Preguntas? Llámenos al ${phone}.` },
} satisfies Record<Language, unknown>;

/** The words of a message saying a card payment did not go through (a gift's, a subscription's). */
export interface PaymentFailedTexts {
  body: string;
  /** What to do: update the card. */
  update: string;
  /** What happens if every attempt fails (the small print goes on with a number to call). */
  later: string;
}

/** What happened, the facts (`rows`), what to do, the button to the card (`url`) and the small print. */
export function paymentFailedBlocks(
  { language, ministry }: MailContext,
  text: PaymentFailedTexts,
  rows: [string, string][],
  url: string,
): Block[] {
  const shared = PAYMENT_FAILED[language];
  return [
    paragraph(text.body),
    details(rows),
    paragraph(text.update),
    button(shared.button, url),
    note(`${text.later} ${shared.questions(ministry.phone)}`),
  ];
}

export interface RenderedMail {
  language: Language;
  subject: string;
  text: string;
  html: string;
}

const FOOTER = {
  en: 'You receive this e-mail because of something you did on our website.',
  es: 'Recibe este correo por algo que hizo en nuestro sitio web.',
} satisfies Record<Language, string>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Text with its line breaks kept, escaped. */
const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** Only web links go into a message: a `javascript:` or `data:` URL would be a trap. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`not a web link: ${parsed.protocol}`);
  return parsed.toString();
}

/** A header value on one line (a subject never carries a line break into the headers). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const COLOR = '#5b2a56';

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${htmlLines(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#6c6c6c">${htmlLines(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${COLOR};background:#f6f1f5;font-size:15px;line-height:1.5;white-space:pre-wrap">${htmlLines(block.text)}</blockquote>`;
    case 'button': {
      const href = escapeHtml(safeUrl(block.url));
      return `<p style="margin:8px 0 24px"><a href="${href}" style="display:inline-block;padding:12px 24px;background:${COLOR};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6c6c6c;word-break:break-all">${href}</p>`;
    }
    case 'details':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;font-size:15px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${htmlLines(value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}: ${safeUrl(block.url)}`;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
}

/** The ministry's layout around a message's blocks, as HTML and as plain text. */
export function renderMail(content: MailContent): RenderedMail {
  const { language, ministry } = content;
  const name = ministryName(ministry, language);
  const subject = oneLine(content.subject);
  const address = ministryAddressLine(ministry);
  const text = [
    content.heading,
    ...content.blocks.map(blockText),
    '--',
    `${name}\n${address}\n${ministry.phone} · ${ministry.email}\n${FOOTER[language]}`,
  ].join('\n\n');
  const html = `<!DOCTYPE html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1f3;font-family:Helvetica,Arial,sans-serif;color:#222222">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f4f1f3"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;background:${COLOR};color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;color:${COLOR}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e6dde4;font-size:12px;line-height:1.6;color:#6c6c6c">${escapeHtml(name)}<br>${escapeHtml(address)}<br>${escapeHtml(ministry.phone)} · <a href="mailto:${escapeHtml(ministry.email)}" style="color:${COLOR}">${escapeHtml(ministry.email)}</a><br>${escapeHtml(FOOTER[language])}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { language, subject, text: `${text}\n`, html };
}

/** A link into the site: `siteUrl` is the site's public address (SITE_URL), path starts with '/'. */
export function siteLink(siteUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

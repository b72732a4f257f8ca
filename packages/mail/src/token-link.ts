import {
  button,
  mailTo,
  note,
  paragraph,
  siteLink,
  type Block,
  type Greeting,
  type MailContext,
  type RenderedMail,
} from './layout';

/**
 * A link into the site that carries a secret token (reset, verification…) in its fragment:
 * `${SITE_URL}/path#token=…`. A browser never sends the fragment to a server, so the token stays out
 * of caches, access logs and Referer headers; the page reads it, removes it from the address bar and
 * POSTs it.
 */
export function tokenLink(siteUrl: string, path: string, token: string): string {
  return `${siteLink(siteUrl, path)}#${new URLSearchParams({ token }).toString()}`;
}

/** The words of a message that sends one token link (`expires` says how long it works, in `validFor`'s unit). */
export interface TokenLinkText {
  body: string;
  button: string;
  expires: (validFor: number) => string;
  notYou: string;
}

/**
 * A token link message's blocks: what it is for, the button to `path` (the token in its fragment), how
 * long it works, and what to do if she did not ask for it.
 */
export function tokenLinkBlocks(
  text: TokenLinkText,
  link: { siteUrl: string; path: string; token: string },
  validFor: number,
): Block[] {
  return [
    paragraph(text.body),
    button(text.button, tokenLink(link.siteUrl, link.path, link.token)),
    paragraph(text.expires(validFor)),
    note(text.notYou),
  ];
}

/** A message to one person that sends her one token link to `path` (tokenLinkBlocks), valid for `validFor`. */
export function tokenLinkMail<Name extends string | null>(
  context: MailContext,
  text: TokenLinkText & Greeting<Name>,
  data: { name: Name; siteUrl: string; token: string },
  path: string,
  validFor: number,
): RenderedMail {
  return mailTo(context, text, data.name, tokenLinkBlocks(text, { ...data, path }, validFor));
}

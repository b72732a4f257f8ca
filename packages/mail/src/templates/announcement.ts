import type { Language } from '@ministry/contracts/language';
import {
  button,
  mail,
  note,
  paragraph,
  siteLink,
  type Block,
  type MailContext,
  type RenderedMail,
} from '../layout';

const TEXT = {
  en: {
    why: (list: string) => `You receive this e-mail because you subscribed to our list “${list}”.`,
    unsubscribe: 'Unsubscribe from this list',
    preferences: 'Choose which lists you get',
  },
  es: {
    why: (list: string) => `Recibe este correo porque se suscribió a nuestra lista «${list}».`,
    unsubscribe: 'Darse de baja de esta lista',
    preferences: 'Elegir qué listas recibe',
  },
} satisfies Record<Language, unknown>;

/** The body as typed: paragraphs split at blank lines, each kept as plain text (escaped in the HTML). */
export const announcementParagraphs = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * An announcement to one subscriber, in `context.language`: its subject as heading, the paragraphs
 * staff wrote, then why she gets it (the list's name in her language), her unsubscribe link
 * (`/unsubscribe/<token>`: the token is signed, not secret, so it sits in the path) and, for a member, the link to her preferences in the account.
 */
export function announcementMail(
  context: MailContext,
  data: {
    subject: string;
    body: string;
    listName: string;
    siteUrl: string;
    unsubscribeToken: string;
    member: boolean;
  },
): RenderedMail {
  const text = TEXT[context.language];
  const blocks: Block[] = [
    ...announcementParagraphs(data.body).map(paragraph),
    note(text.why(data.listName)),
    button(text.unsubscribe, siteLink(data.siteUrl, `/unsubscribe/${data.unsubscribeToken}`)),
    ...(data.member ? [button(text.preferences, siteLink(data.siteUrl, '/account'))] : []),
  ];
  return mail(context, data.subject, data.subject, blocks);
}

import { GIVING_CLAIM_TTL_HOURS } from '@ministry/contracts/giving';
import type { Language } from '@ministry/contracts/language';
import { button, mailTo, note, paragraph, siteLink, type RenderedMail } from '../layout';

const TEXT = {
  en: {
    subject: 'Confirm your e-mail to see your earlier gifts',
    heading: (name: string) => `Hello, ${name}`,
    body: (count: number) =>
      `We found ${count} earlier gift${count === 1 ? '' : 's'} given with this e-mail address. Confirm that the address is yours to add them to your account:`,
    button: 'Add my gifts',
    expires: (hours: number) => `The link works for ${hours} hours and only once.`,
    notYou: 'If you did not ask for this, you can ignore this e-mail: nothing changes without this link.',
  },
  es: {
    subject: 'Confirme su correo para ver sus donativos anteriores',
    heading: (name: string) => `Hola, ${name}`,
    body: (count: number) =>
      `Encontramos ${count} donativo${count === 1 ? '' : 's'} anterior${count === 1 ? '' : 'es'} dado${count === 1 ? '' : 's'} con este correo electrónico. Confirme que la dirección es suya para agregarlos a su cuenta:`,
    button: 'Agregar mis donativos',
    expires: (hours: number) => `El enlace funciona durante ${hours} horas y una sola vez.`,
    notYou: 'Si usted no lo pidió, puede ignorar este correo: nada cambia sin este enlace.',
  },
} satisfies Record<Language, unknown>;

/** The link that attaches gifts given as a visitor with this address to her account. `token` is raw. */
export function giftClaimMail(
  language: Language,
  data: { name: string; count: number; siteUrl: string; token: string },
): RenderedMail {
  const text = TEXT[language];
  return mailTo(language, text, data.name, [
    paragraph(text.body(data.count)),
    button(text.button, siteLink(data.siteUrl, '/account', { tab: 'giving', claim: data.token })),
    paragraph(text.expires(GIVING_CLAIM_TTL_HOURS)),
    note(text.notYou),
  ]);
}

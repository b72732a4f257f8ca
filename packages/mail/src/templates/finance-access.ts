import { formatInstantMoment } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import { mailTo, note, paragraph, type MailContext, type RenderedMail } from '../layout';

const TEXT = {
  en: {
    subject: (granted: boolean) =>
      granted ? "Access to donors' records was given" : "Access to donors' records was removed",
    heading: (name: string | null) => (name ? `Hello, ${name}` : 'Hello'),
    granted: (who: string, by: string) => `${who} was given access to donors' records by ${by}.`,
    removed: (who: string, by: string) => `${who}'s access to donors' records was removed by ${by}.`,
    when: (when: string) => `This happened on ${when}.`,
    why: "You receive this because you have access to donors' records. If this change was not expected, tell the ministry's leadership.",
  },
  es: {
    subject: (granted: boolean) =>
      granted
        ? 'Se dio acceso a los registros de donantes'
        : 'Se quitó el acceso a los registros de donantes',
    heading: (name: string | null) => (name ? `Hola, ${name}` : 'Hola'),
    granted: (who: string, by: string) => `${by} le dio a ${who} acceso a los registros de donantes.`,
    removed: (who: string, by: string) => `${by} le quitó a ${who} el acceso a los registros de donantes.`,
    when: (when: string) => `Ocurrió el ${when}.`,
    why: 'Recibe este mensaje porque tiene acceso a los registros de donantes. Si no esperaba este cambio, avise a la dirección del ministerio.',
  },
} satisfies Record<Language, unknown>;

/**
 * To every other staff member with access to donors' records, when an admin gives that access to
 * someone or takes it away: nobody gains it unseen.
 */
export function financeAccessMail(
  context: MailContext,
  data: { name: string | null; who: string; by: string; granted: boolean; at: Date },
): RenderedMail {
  const text = TEXT[context.language];
  return mailTo(context, { subject: text.subject(data.granted), heading: text.heading }, data.name, [
    paragraph((data.granted ? text.granted : text.removed)(data.who, data.by)),
    paragraph(text.when(formatInstantMoment(data.at, context.language))),
    note(text.why),
  ]);
}

import type { Language } from '@ministry/contracts/language';
import type { PlanId } from '@ministry/contracts/plans';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { button, mail, note, paragraph, siteLink, type RenderedMail, type MailContext } from '../layout';
import { accountSubscriptionLink, planFacts } from './subscription-plan';

const TEXT = {
  en: {
    canceledSubject: (plan: string) => `Your ${plan} subscription is canceled`,
    endedSubject: (plan: string) => `Your ${plan} subscription has ended`,
    canceledHeading: 'Your subscription is canceled',
    endedHeading: 'Your subscription has ended',
    endsOn: (plan: string, date: string) =>
      `Your ${plan} subscription will not renew. You keep all its benefits until ${date}, and you will not be charged again.`,
    endsAtPeriodEnd: (plan: string) =>
      `Your ${plan} subscription will not renew. You keep all its benefits until the end of the current billing period, and you will not be charged again.`,
    endedOn: (plan: string, date: string) =>
      `Your ${plan} subscription ended on ${date}. You will not be charged again.`,
    welcomeBack:
      'Thank you for walking with us. You are always welcome back: you can subscribe again at any time.',
    account: 'See my subscription',
    plans: 'See our plans',
    notYou: (phone: string) => `If you did not cancel it, reply to this e-mail or call us at ${phone}.`,
  },
  es: {
    canceledSubject: (plan: string) => `Su suscripción ${plan} fue cancelada`,
    endedSubject: (plan: string) => `Su suscripción ${plan} ha terminado`,
    canceledHeading: 'Su suscripción fue cancelada',
    endedHeading: 'Su suscripción ha terminado',
    endsOn: (plan: string, date: string) =>
      `Su suscripción ${plan} no se renovará. Conserva todos sus beneficios hasta el ${date} y no se le cobrará de nuevo.`,
    endsAtPeriodEnd: (plan: string) =>
      `Su suscripción ${plan} no se renovará. Conserva todos sus beneficios hasta el final del período de facturación actual y no se le cobrará de nuevo.`,
    endedOn: (plan: string, date: string) =>
      `Su suscripción ${plan} terminó el ${date}. No se le cobrará de nuevo.`,
    welcomeBack:
      'Gracias por caminar con nosotros. Siempre será bienvenida: puede suscribirse de nuevo cuando quiera.',
    account: 'Ver mi suscripción',
    plans: 'Ver nuestros planes',
    notYou: (phone: string) => `Si usted no la canceló, responda a este correo o llámenos al ${phone}.`,
  },
} satisfies Record<Language, unknown>;

/**
 * A subscription was canceled: `ended` false when it stays active until `endsAt` (canceled at the end
 * of the period), true once it has ended (on `endsAt`).
 */
export function subscriptionCanceledMail(
  context: MailContext,
  data: { planId: PlanId; ended: boolean; endsAt: Date | null; siteUrl: string },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const plan = planFacts(data.planId, language).name;
  const date = data.endsAt ? formatInstantDay(data.endsAt, language, 'long') : null;
  const when = data.ended
    ? text.endedOn(plan, date ?? formatInstantDay(new Date(), language, 'long'))
    : date
      ? text.endsOn(plan, date)
      : text.endsAtPeriodEnd(plan);
  return mail(
    context,
    data.ended ? text.endedSubject(plan) : text.canceledSubject(plan),
    data.ended ? text.endedHeading : text.canceledHeading,
    [
      paragraph(when),
      paragraph(text.welcomeBack),
      data.ended
        ? button(text.plans, siteLink(data.siteUrl, '/subscribe'))
        : button(text.account, accountSubscriptionLink(data.siteUrl)),
      note(text.notYou(context.ministry.phone)),
    ],
  );
}

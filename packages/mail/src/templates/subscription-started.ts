import type { Language } from '@ministry/contracts/language';
import type { BillingInterval, PlanId } from '@ministry/contracts/plans';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { button, details, note, paragraph, mail, type RenderedMail, type MailContext } from '../layout';
import { accountSubscriptionLink, planFacts } from './subscription-plan';

const TEXT = {
  en: {
    subject: (plan: string) => `Your ${plan} subscription has started`,
    heading: 'Thank you for subscribing!',
    body: (plan: string) =>
      `Your ${plan} subscription is active. We are glad to walk with you, and our team will be in touch to schedule your first session.`,
    plan: 'Plan',
    amount: 'Amount',
    nextBilling: 'Next billing date',
    nextBillingLater: 'You will find your next billing date in your account.',
    account: 'See my subscription',
    manage: (phone: string) =>
      `From your account you can update your card or cancel at any time. Questions? Call us at ${phone}.`,
    notYou: 'If you did not subscribe, reply to this e-mail and we will look into it right away.',
  },
  es: {
    subject: (plan: string) => `Su suscripción ${plan} ha comenzado`,
    heading: '¡Gracias por suscribirse!',
    body: (plan: string) =>
      `Su suscripción ${plan} está activa. Nos alegra acompañarla, y nuestro equipo se comunicará con usted para programar su primera sesión.`,
    plan: 'Plan',
    amount: 'Importe',
    nextBilling: 'Próxima fecha de cobro',
    nextBillingLater: 'Encontrará su próxima fecha de cobro en su cuenta.',
    account: 'Ver mi suscripción',
    manage: (phone: string) =>
      `Desde su cuenta puede actualizar su tarjeta o cancelar cuando quiera. ¿Preguntas? Llámenos al ${phone}.`,
    notYou: 'Si usted no se suscribió, responda a este correo y lo revisaremos de inmediato.',
  },
} satisfies Record<Language, unknown>;

/** A subscription became active: the plan in her language, the amount (per month or per year) and the next billing date. */
export function subscriptionStartedMail(
  context: MailContext,
  data: { planId: PlanId; nextBillingDate: Date | null; siteUrl: string; interval?: BillingInterval },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const plan = planFacts(data.planId, language, data.interval);
  const rows: [string, string][] = [
    [text.plan, plan.name],
    [text.amount, plan.amount],
  ];
  if (data.nextBillingDate)
    rows.push([text.nextBilling, formatInstantDay(data.nextBillingDate, language, 'long')]);
  return mail(context, text.subject(plan.name), text.heading, [
    paragraph(text.body(plan.name)),
    details(rows),
    ...(data.nextBillingDate ? [] : [paragraph(text.nextBillingLater)]),
    button(text.account, accountSubscriptionLink(data.siteUrl)),
    paragraph(text.manage(context.ministry.phone)),
    note(text.notYou),
  ]);
}

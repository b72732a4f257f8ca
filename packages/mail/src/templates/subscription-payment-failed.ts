import type { Language } from '@ministry/contracts/language';
import type { PlanId } from '@ministry/contracts/plans';
import { button, details, note, paragraph, renderMail, type RenderedMail, type MailContext } from '../layout';
import { accountSubscriptionLink, planFacts } from './subscription-plan';

const TEXT = {
  en: {
    subject: (plan: string) => `Action needed: the payment for your ${plan} subscription did not go through`,
    heading: 'We could not process your payment',
    body: 'We tried to charge your card for your subscription, but the payment did not go through. Your subscription stays open while the payment is tried again over the next days.',
    plan: 'Plan',
    amount: 'Amount',
    update:
      'To keep your subscription, please update your card: open the Subscription tab of your account and choose “Manage billing”.',
    button: 'Update my card',
    later: (phone: string) =>
      `If every attempt fails, the subscription will be canceled. Questions? Call us at ${phone}.`,
  },
  es: {
    subject: (plan: string) => `Acción necesaria: no se pudo cobrar su suscripción ${plan}`,
    heading: 'No pudimos procesar su pago',
    body: 'Intentamos cobrar su suscripción con su tarjeta, pero el pago no se procesó. Su suscripción sigue abierta mientras el cobro se intenta de nuevo en los próximos días.',
    plan: 'Plan',
    amount: 'Importe',
    update:
      'Para conservar su suscripción, actualice su tarjeta: abra la pestaña Suscripción de su cuenta y elija «Administrar facturación».',
    button: 'Actualizar mi tarjeta',
    later: (phone: string) =>
      `Si todos los intentos fallan, la suscripción se cancelará. ¿Preguntas? Llámenos al ${phone}.`,
  },
} satisfies Record<Language, unknown>;

/** A renewal payment failed: a link to the account's Subscription tab, where the billing portal updates the card. */
export function subscriptionPaymentFailedMail(
  context: MailContext,
  data: { planId: PlanId; siteUrl: string },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const plan = planFacts(data.planId, language);
  return renderMail({
    ...context,
    subject: text.subject(plan.name),
    heading: text.heading,
    blocks: [
      paragraph(text.body),
      details([
        [text.plan, plan.name],
        [text.amount, plan.monthly],
      ]),
      paragraph(text.update),
      button(text.button, accountSubscriptionLink(data.siteUrl)),
      note(text.later(context.ministry.phone)),
    ],
  });
}

import type { Language } from '@ministry/contracts/language';
import type { PlanId } from '@ministry/contracts/plans';
import { mail, paymentFailedBlocks, type RenderedMail, type MailContext } from '../layout';
import { accountSubscriptionLink, planFacts } from './subscription-plan';

const TEXT = {
  en: {
    subject: (plan: string) => `Action needed: the payment for your ${plan} subscription did not go through`,
    heading: 'We could not process your payment',
    body: 'We tried to charge your card for your subscription, but the payment did not go through. Your subscription stays open while the payment is tried again over the next days.',
    amount: 'Amount',
    update:
      'To keep your subscription, please update your card: open the Subscription tab of your account and choose “Manage billing”.',
    later: 'If every attempt fails, the subscription will be canceled.',
  },
  es: {
    subject: (plan: string) => `Acción necesaria: no se pudo cobrar su suscripción ${plan}`,
    heading: 'No pudimos procesar su pago',
    body: 'Intentamos cobrar su suscripción con su tarjeta, pero el pago no se procesó. Su suscripción sigue abierta mientras el cobro se intenta de nuevo en los próximos días.',
    amount: 'Importe',
    update:
      'Para conservar su suscripción, actualice su tarjeta: abra la pestaña Suscripción de su cuenta y elija «Administrar facturación».',
    later: 'Si todos los intentos fallan, la suscripción se cancelará.',
  },
} satisfies Record<Language, unknown>;

/** A renewal payment failed: a link to the account's Subscription tab, where the billing portal updates the card. */
export function subscriptionPaymentFailedMail(
  context: MailContext,
  data: { planId: PlanId; siteUrl: string },
): RenderedMail {
  const text = TEXT[context.language];
  const plan = planFacts(data.planId, context.language);
  const rows: [string, string][] = [
    ['Plan', plan.name],
    [text.amount, plan.monthly],
  ];
  const blocks = paymentFailedBlocks(context, text, rows, accountSubscriptionLink(data.siteUrl));
  return mail(context, text.subject(plan.name), text.heading, blocks);
}

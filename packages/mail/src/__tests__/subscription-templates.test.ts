import { subscriptionCanceledMail } from '../templates/subscription-canceled';
import { subscriptionPaymentFailedMail } from '../templates/subscription-payment-failed';
import { subscriptionStartedMail } from '../templates/subscription-started';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

/** A message in `language` with the seeded ministry details (what a fresh site publishes). */
const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

const siteUrl = 'https://wop.org';
const march = new Date('2027-03-03T17:00:00Z');

describe('subscriptionStartedMail', () => {
  it('names the plan, the monthly amount and the next billing date in English', () => {
    const mail = subscriptionStartedMail(inLanguage('en'), {
      planId: 'growth',
      nextBillingDate: march,
      siteUrl,
    });
    expect(mail.subject).toBe('Your Growth subscription has started');
    expect(mail.text).toContain('Plan: Growth');
    expect(mail.text).toContain('Amount: $89.00 per month');
    expect(mail.text).toContain('Next billing date: March 3, 2027');
    expect(mail.text).toContain('See my subscription: https://wop.org/account?tab=subscription');
    expect(mail.html).toContain('href="https://wop.org/account?tab=subscription"');
  });

  it('says the yearly amount of a yearly subscription', () => {
    const en = subscriptionStartedMail(inLanguage('en'), {
      planId: 'essential',
      nextBillingDate: march,
      siteUrl,
      interval: 'year',
    });
    expect(en.text).toContain('Amount: $470.40 per year');
    const es = subscriptionStartedMail(inLanguage('es'), {
      planId: 'essential',
      nextBillingDate: march,
      siteUrl,
      interval: 'year',
    });
    expect(es.text).toMatch(/Importe: \$470\.40 al año/);
  });

  it('in Spanish: the plan’s Spanish name and a Spanish date', () => {
    const mail = subscriptionStartedMail(inLanguage('es'), {
      planId: 'transform',
      nextBillingDate: march,
      siteUrl,
    });
    expect(mail.subject).toBe('Su suscripción Transformación ha comenzado');
    expect(mail.text).toContain('Plan: Transformación');
    expect(mail.text).toMatch(/Importe: \$149\.00 al mes/);
    expect(mail.text).toContain('Próxima fecha de cobro: 3 de marzo de 2027');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('points to the account when the next billing date is not known yet', () => {
    const mail = subscriptionStartedMail(inLanguage('en'), {
      planId: 'essential',
      nextBillingDate: null,
      siteUrl,
    });
    expect(mail.text).not.toContain('Next billing date');
    expect(mail.text).toContain('You will find your next billing date in your account.');
  });
});

describe('subscriptionPaymentFailedMail', () => {
  it('asks her to update her card, linking to the Subscription tab of her account', () => {
    const en = subscriptionPaymentFailedMail(inLanguage('en'), { planId: 'growth', siteUrl });
    expect(en.subject).toBe('Action needed: the payment for your Growth subscription did not go through');
    expect(en.text).toContain('Update my card: https://wop.org/account?tab=subscription');
    expect(en.text).toContain('“Manage billing”');
    const es = subscriptionPaymentFailedMail(inLanguage('es'), { planId: 'growth', siteUrl });
    expect(es.subject).toBe('Acción necesaria: no se pudo cobrar su suscripción Crecimiento');
    expect(es.text).toContain('Actualizar mi tarjeta: https://wop.org/account?tab=subscription');
    expect(es.text).toContain('«Administrar facturación»');
  });
});

describe('subscriptionCanceledMail', () => {
  it('says until when she keeps the plan when it was canceled at the end of the period', () => {
    const en = subscriptionCanceledMail(inLanguage('en'), {
      planId: 'growth',
      ended: false,
      endsAt: march,
      siteUrl,
    });
    expect(en.subject).toBe('Your Growth subscription is canceled');
    expect(en.text).toContain('You keep all its benefits until March 3, 2027');
    expect(en.text).toContain('https://wop.org/account?tab=subscription');
    const es = subscriptionCanceledMail(inLanguage('es'), {
      planId: 'growth',
      ended: false,
      endsAt: march,
      siteUrl,
    });
    expect(es.subject).toBe('Su suscripción Crecimiento fue cancelada');
    expect(es.text).toContain('hasta el 3 de marzo de 2027');
  });

  it('says when it ended once it has, with a way back to the plans', () => {
    const en = subscriptionCanceledMail(inLanguage('en'), {
      planId: 'essential',
      ended: true,
      endsAt: march,
      siteUrl,
    });
    expect(en.subject).toBe('Your Essential subscription has ended');
    expect(en.text).toContain('ended on March 3, 2027');
    expect(en.text).toContain('See our plans: https://wop.org/subscribe');
    const es = subscriptionCanceledMail(inLanguage('es'), {
      planId: 'essential',
      ended: true,
      endsAt: march,
      siteUrl,
    });
    expect(es.subject).toBe('Su suscripción Esencial ha terminado');
    expect(es.text).toContain('terminó el 3 de marzo de 2027');
  });

  it('speaks of the end of the billing period when the date is unknown', () => {
    const mail = subscriptionCanceledMail(inLanguage('en'), {
      planId: 'growth',
      ended: false,
      endsAt: null,
      siteUrl,
    });
    expect(mail.text).toContain('until the end of the current billing period');
  });
});

import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { signInAs, uniqueName } from '../support/session';
import { E2E_BASE_URL, E2E_MONGODB_URI } from '../support/site';
import { installStripeDouble, pendingSetupIntentId, sendSetupSucceeded } from '../support/stripe-double';

/**
 * Yearly billing: choosing it on /subscribe (prices, the intent's interval, a yearly subscription made by
 * the signed webhook), and switching an active monthly subscription to yearly from the account page.
 * Each test runs in English and in Spanish (texts from mfe-account/src/locales/<language>/account.json).
 */

const INTENT_PATH = '/api/create-subscription-intent';
const INTERVAL_PATH = '/api/subscription/interval';

type Language = 'en' | 'es';
type IntentBody = { planId: string; interval?: string };

const TEXTS = {
  en: {
    billing: 'Billing',
    monthly: 'Monthly',
    yearly: 'Yearly',
    save: 'Save 20%',
    perMonth: '/month',
    perYear: '/year',
    perYearLabel: (price: string) => `${price} per year`,
    yearlyNote: (price: string) => `${price}/month, billed yearly — you save 20%`,
    selected: 'Selected',
    selectPlan: (plan: string) => `Select Plan, ${plan}`,
    selectedPlan: (plan: string, price: string) => `${plan} plan — ${price}/month`,
    selectedPlanYearly: (plan: string, price: string) => `${plan} plan — ${price}/year`,
    submit: 'Subscribe Now',
    successHeading: 'Thank you! Your subscription is active.',
    viewSubscription: 'View my subscription',
    planValue: (plan: string, price: string) => `${plan} — ${price}/month`,
    planValueYearly: (plan: string, price: string) => `${plan} — ${price}/year`,
    active: 'Active',
    switchToYearly: 'Switch to yearly billing',
    switchToMonthly: 'Switch to monthly billing',
    switchYearlyTitle: 'Switch to yearly billing?',
    switchYearlyBody: (plan: string, price: string) =>
      `From today the ${plan} plan costs ${price} a year (you save 20%).`,
    switchKeep: 'Keep it as it is',
    switchedTitle: 'Billing changed',
    switchedYearly: 'Your subscription is now billed yearly.',
    plans: { essential: 'Essential', growth: 'Growth', transform: 'Transform' },
  },
  es: {
    billing: 'Facturación',
    monthly: 'Mensual',
    yearly: 'Anual',
    save: 'Ahorre 20%',
    perMonth: '/mes',
    perYear: '/año',
    perYearLabel: (price: string) => `${price} al año`,
    yearlyNote: (price: string) => `${price}/mes, facturado anualmente: ahorra un 20%`,
    selected: 'Seleccionado',
    selectPlan: (plan: string) => `Seleccionar plan, ${plan}`,
    selectedPlan: (plan: string, price: string) => `Plan ${plan} — ${price}/mes`,
    selectedPlanYearly: (plan: string, price: string) => `Plan ${plan} — ${price}/año`,
    submit: 'Suscribirse ahora',
    successHeading: '¡Gracias! Su suscripción está activa.',
    viewSubscription: 'Ver mi suscripción',
    planValue: (plan: string, price: string) => `${plan} — ${price}/mes`,
    planValueYearly: (plan: string, price: string) => `${plan} — ${price}/año`,
    active: 'Activa',
    switchToYearly: 'Cambiar a facturación anual',
    switchToMonthly: 'Cambiar a facturación mensual',
    switchYearlyTitle: '¿Cambiar a facturación anual?',
    switchYearlyBody: (plan: string, price: string) =>
      `Desde hoy el plan ${plan} cuesta ${price} al año (ahorra un 20%).`,
    switchKeep: 'Dejarlo como está',
    switchedTitle: 'Facturación cambiada',
    switchedYearly: 'Su suscripción ahora se factura anualmente.',
    plans: { essential: 'Esencial', growth: 'Crecimiento', transform: 'Transformación' },
  },
} as const;

/** The yearly prices: 12 months less 20% (packages/contracts/src/plans.ts), and what that is a month. */
const YEARLY = {
  essential: { monthly: '$49.00', yearly: '$470.40', perMonth: '$39.20' },
  growth: { monthly: '$89.00', yearly: '$854.40', perMonth: '$71.20' },
  transform: { monthly: '$149.00', yearly: '$1,430.40', perMonth: '$119.20' },
} as const;

/** The body of every intent request the page sends, in order. */
function recordIntents(page: Page): IntentBody[] {
  const bodies: IntentBody[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === INTENT_PATH)
      bodies.push(request.postDataJSON() as IntentBody);
  });
  return bodies;
}

/** The page in `language` from its first paint: the cookie the language switcher writes, which the server reads. */
async function speak(context: BrowserContext, language: Language): Promise<void> {
  await context.addCookies([{ name: 'ministry_lang', value: language, url: E2E_BASE_URL }]);
}

/** What billing stored for the member's pending SetupIntent: the plan and interval it will subscribe her to. */
async function pendingAttempt(setupIntentId: string): Promise<{ planId: string; interval: string }> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const attempt = await client
      .db('ministry-billing')
      .collection('setup_attempts')
      .findOne({ setupIntentId });
    if (!attempt) throw new Error(`no setup attempt ${setupIntentId}`);
    return { planId: String(attempt.planId), interval: String(attempt.interval) };
  } finally {
    await client.close();
  }
}

/** Her subscription as the billing service answers it (GET /api/subscription, her session). */
async function billedSubscription(context: BrowserContext) {
  const response = await context.request.get(`${E2E_BASE_URL}/api/subscription`);
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as { subscription: { planId: string; status: string; interval: string } | null }
  ).subscription;
}

const plan = (page: Page, id: string) => page.getByTestId(`plan-${id}`);

for (const language of ['en', 'es'] as const) {
  const text = TEXTS[language];

  test.describe(`yearly billing (${language})`, () => {
    test('a member chooses Yearly, sees the yearly prices and subscribes yearly through the Stripe.js double', async ({
      page,
      context,
    }) => {
      // A new member: a subscription outlives the test on a reused stack.
      const username = uniqueName('yearly');
      await signInAs(context, { username, role: 'member', firstName: 'Lydia' });
      await speak(context, language);
      const confirmed: { planId: string; interval: string }[] = [];
      await installStripeDouble(page, {
        onConfirmSetup: async () => {
          // What Stripe does on a successful confirmation: the signed webhook reaches billing, which
          // creates the subscription at the plan and interval it stored with this SetupIntent.
          const setupIntentId = await pendingSetupIntentId(username);
          confirmed.push(await pendingAttempt(setupIntentId));
          await sendSetupSucceeded(context.request, setupIntentId);
          return { setupIntentId };
        },
      });
      const intents = recordIntents(page);

      await page.goto('/subscribe');
      const choice = page.getByRole('group', { name: text.billing });
      const monthly = choice.getByRole('radio', { name: text.monthly });
      const yearly = choice.getByRole('radio', { name: new RegExp(`^${text.yearly}`) });
      // Monthly first: the monthly prices and a monthly intent for the plan selected first (growth).
      await expect(monthly).toBeChecked();
      await expect(yearly).not.toBeChecked();
      await expect(choice.locator('label[for="billing-interval-year"]')).toContainText(text.save);
      await expect(plan(page, 'essential')).toContainText(`${YEARLY.essential.monthly}${text.perMonth}`);
      await expect(page.getByTestId('selected-plan')).toHaveText(
        text.selectedPlan(text.plans.growth, YEARLY.growth.monthly),
      );
      await expect(page.getByTestId('stripe-double-payment-element')).toBeVisible();
      expect(intents).toEqual([{ planId: 'growth', interval: 'month' }]);

      // Yearly: each plan at 12 months less 20%, what that is a month, and a new intent billed yearly.
      // (The radio itself is drawn hidden behind its label, as Bootstrap's toggle buttons are.)
      await choice.locator('label[for="billing-interval-year"]').click();
      await expect(yearly).toBeChecked();
      await expect(monthly).not.toBeChecked();
      for (const id of ['essential', 'growth', 'transform'] as const) {
        const card = plan(page, id);
        await expect(card).toContainText(`${YEARLY[id].yearly}${text.perYear}`);
        await expect(card).toContainText(text.perYearLabel(YEARLY[id].yearly));
        await expect(card).not.toContainText(`${YEARLY[id].monthly}${text.perMonth}`);
        await expect(page.getByTestId(`yearly-note-${id}`)).toHaveText(text.yearlyNote(YEARLY[id].perMonth));
      }
      await expect(page.getByTestId('selected-plan')).toHaveText(
        text.selectedPlanYearly(text.plans.growth, YEARLY.growth.yearly),
      );
      await expect.poll(() => intents.length).toBe(2);
      expect(intents[1]).toEqual({ planId: 'growth', interval: 'year' });
      await expect(page.getByTestId('stripe-double-payment-element')).toBeVisible();

      // Another plan keeps the yearly choice: its intent is yearly too.
      await plan(page, 'essential')
        .getByRole('button', { name: text.selectPlan(text.plans.essential) })
        .click();
      await expect(plan(page, 'essential').getByRole('button', { name: text.selected })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(yearly).toBeChecked();
      await expect(page.getByTestId('selected-plan')).toHaveText(
        text.selectedPlanYearly(text.plans.essential, YEARLY.essential.yearly),
      );
      await expect.poll(() => intents.length).toBe(3);
      expect(intents[2]).toEqual({ planId: 'essential', interval: 'year' });
      const subscribe = page.getByRole('button', { name: text.submit });
      await expect(subscribe).toBeEnabled();
      await subscribe.click();

      await expect(page).toHaveURL(
        /\/subscription-success\?setup_intent=seti_\w+&.*redirect_status=succeeded/,
      );
      // The SetupIntent confirmed was the essential, yearly one (billing's record of it).
      expect(confirmed).toEqual([{ planId: 'essential', interval: 'year' }]);
      const done = page.getByTestId('subscription-confirmed');
      await expect(done.getByRole('heading', { name: text.successHeading })).toBeVisible();
      await expect(done).toContainText(text.planValueYearly(text.plans.essential, YEARLY.essential.yearly));
      await expect(done.getByTestId('subscription-interval')).toHaveText(text.yearly);
      await expect(done).toContainText(text.active);
      // The billing service keeps it as yearly (stripe-mock answers a fixture subscription whatever
      // price it is given, so what is checked is what billing stored and answers, not Stripe's price).
      expect(await billedSubscription(context)).toMatchObject({
        planId: 'essential',
        status: 'active',
        interval: 'year',
      });

      // The account's tab says so too, and offers the way back to monthly billing.
      await done.getByRole('link', { name: text.viewSubscription }).click();
      await expect(page).toHaveURL(/\/account\?tab=subscription/);
      const details = page.getByTestId('subscription-details');
      await expect(details).toContainText(
        text.planValueYearly(text.plans.essential, YEARLY.essential.yearly),
      );
      await expect(details.getByTestId('subscription-interval')).toHaveText(text.yearly);
      await expect(page.getByRole('button', { name: text.switchToMonthly })).toBeVisible();
      await expect(page.getByRole('button', { name: text.switchToYearly })).toHaveCount(0);
      expect(intents).toHaveLength(3);
    });

    test('a member with an active monthly subscription switches it to yearly from her account', async ({
      page,
      context,
    }) => {
      const username = uniqueName('switch');
      await signInAs(context, { username, role: 'member', firstName: 'Priscilla' });
      // Her monthly subscription, made as the subscribe page makes it: a monthly intent for growth, then
      // the signed `setup_intent.succeeded` Stripe sends once the card is confirmed (the real webhook
      // creates the subscription at stripe-mock and tells identity).
      const intent = await context.request.post(`${E2E_BASE_URL}${INTENT_PATH}`, {
        data: { planId: 'growth', interval: 'month' },
        headers: { Origin: E2E_BASE_URL },
      });
      expect(intent.status(), await intent.text()).toBe(200);
      await sendSetupSucceeded(context.request, await pendingSetupIntentId(username));
      expect(await billedSubscription(context)).toMatchObject({
        planId: 'growth',
        status: 'active',
        interval: 'month',
      });

      await speak(context, language);
      const switches: { body: unknown; status: number; answer: unknown }[] = [];
      page.on('response', async (response) => {
        const request = response.request();
        if (request.method() === 'POST' && new URL(response.url()).pathname === INTERVAL_PATH)
          switches.push({
            body: request.postDataJSON(),
            status: response.status(),
            answer: await response.json().catch(() => null),
          });
      });

      await page.goto('/account?tab=subscription');
      const details = page.getByTestId('subscription-details');
      await expect(details).toContainText(text.planValue(text.plans.growth, YEARLY.growth.monthly));
      await expect(details.getByTestId('subscription-interval')).toHaveText(text.monthly);
      await expect(details).toContainText(text.active);

      // Asked first; keeping it changes nothing.
      const toYearly = page.getByRole('button', { name: text.switchToYearly });
      await toYearly.click();
      let dialog = page.getByRole('dialog', { name: text.switchYearlyTitle });
      await expect(dialog).toContainText(text.switchYearlyBody(text.plans.growth, YEARLY.growth.yearly));
      await dialog.getByRole('button', { name: text.switchKeep }).click();
      await expect(dialog).toHaveCount(0);
      await expect(details.getByTestId('subscription-interval')).toHaveText(text.monthly);
      expect(switches).toEqual([]);

      // Confirmed: billing moves the subscription to the plan's yearly price at Stripe (stripe-mock
      // accepts the update and answers its fixture; the `customer.subscription.updated` Stripe would
      // send next is not sent by stripe-mock) and answers the yearly subscription, which the tab shows.
      await toYearly.click();
      dialog = page.getByRole('dialog', { name: text.switchYearlyTitle });
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname === INTERVAL_PATH,
      );
      await dialog.getByRole('button', { name: text.switchToYearly }).click();
      expect((await answered).status()).toBe(200);
      // No dialog left at all (while it fades out it already reads as the switch back to monthly).
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(text.switchedTitle);
      await expect(toast).toContainText(text.switchedYearly);
      await expect(details).toContainText(text.planValueYearly(text.plans.growth, YEARLY.growth.yearly));
      await expect(details.getByTestId('subscription-interval')).toHaveText(text.yearly);
      await expect(details).toContainText(text.active);
      await expect(page.getByRole('button', { name: text.switchToMonthly })).toBeVisible();
      await expect(page.getByRole('button', { name: text.switchToYearly })).toHaveCount(0);
      await expect.poll(() => switches.length).toBe(1);
      expect(switches[0]).toMatchObject({
        body: { interval: 'year' },
        status: 200,
        answer: { subscription: { planId: 'growth', status: 'active', interval: 'year' } },
      });

      // Stored, not only shown: a new visit shows yearly, and asking for yearly again is refused.
      await page.reload();
      await expect(details.getByTestId('subscription-interval')).toHaveText(text.yearly);
      await expect(details).toContainText(text.planValueYearly(text.plans.growth, YEARLY.growth.yearly));
      expect(await billedSubscription(context)).toMatchObject({ interval: 'year' });
      const again = await context.request.post(`${E2E_BASE_URL}${INTERVAL_PATH}`, {
        data: { interval: 'year' },
        headers: { Origin: E2E_BASE_URL },
      });
      expect(again.status(), await again.text()).toBe(409);
      expect(switches).toHaveLength(1);
    });
  });
}

import { expect, test, type Page, type Request } from '@playwright/test';
import { signInAs, uniqueName } from '../support/session';
import {
  elementsSecrets,
  installStripeDouble,
  makeStripeReady,
  markSubscribedInBilling,
  pendingSetupIntentId,
  sendSetupSucceeded,
} from '../support/stripe-double';

const INTENT_PATH = '/api/create-subscription-intent';

/** The body of every intent request the page sends, in order. */
function recordIntents(page: Page): { planId: string }[] {
  const bodies: { planId: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === INTENT_PATH)
      bodies.push(request.postDataJSON() as { planId: string });
  });
  return bodies;
}

const plan = (page: Page, id: string) => page.getByTestId(`plan-${id}`);
const subscribeButton = (page: Page) => page.getByRole('button', { name: /Subscribe Now|Processing\.\.\./ });

test.describe('subscribe: plans and payment through Stripe (Stripe.js double, real billing service)', () => {
  test('a visitor sees the plans and is asked to log in before any intent is requested', async ({ page }) => {
    const intents = recordIntents(page);
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Essential' })).toBeVisible();
    await expect(plan(page, 'growth').getByText('POPULAR', { exact: true })).toBeVisible();
    await expect(plan(page, 'essential').getByText('POPULAR', { exact: true })).toHaveCount(0);
    await expect(plan(page, 'growth').getByRole('button', { name: 'Selected' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      plan(page, 'transform').getByRole('button', { name: 'Select Plan, Transform' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
    await expect(page.getByText('Growth plan — $89.00/month')).toBeVisible();
    await expect(page.getByText(/secured with industry-standard encryption/)).toBeVisible();

    // Choosing a plan as a visitor still asks for no payment intent.
    await plan(page, 'essential').getByRole('button').click();
    await expect(page.getByText('Essential plan — $49.00/month')).toBeVisible();
    const login = page.getByRole('link', { name: 'Log in to continue' });
    await expect(login).toHaveAttribute('href', '/login?redirect=/subscribe');
    await login.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsubscribe|\/login\?redirect=\/subscribe/);
    expect(intents).toEqual([]);
  });

  test('a member: growth first, a plan switch asks for a new intent, button states, a failed payment toast', async ({
    page,
    context,
  }) => {
    await signInAs(context, { username: 'ruth', role: 'member', firstName: 'Ruth' });
    let release: (() => void) | null = null;
    const outcomes = [{ error: { message: 'Your card was declined.' } }, { error: {} }];
    await installStripeDouble(page, {
      holdReady: true,
      onConfirmSetup: async () => {
        // Hold the confirmation until the test has seen 'Processing...'.
        await new Promise<void>((resolve) => (release = resolve));
        return outcomes.shift() ?? { error: {} };
      },
    });
    const intents = recordIntents(page);

    await page.goto('/subscribe');
    await expect(page.getByTestId('stripe-double-payment-element')).toBeVisible();
    expect(intents).toEqual([{ planId: 'growth', interval: 'month' }]);
    // Not ready yet: the Payment Element has not said 'ready'.
    await expect(subscribeButton(page)).toHaveText('Subscribe Now');
    await expect(subscribeButton(page)).toBeDisabled();
    await makeStripeReady(page);
    await expect(subscribeButton(page)).toBeEnabled();

    // Switching plans: a spinner while the new intent loads, no payment form until it answers.
    let answer: (() => void) | null = null;
    await page.route(`**${INTENT_PATH}`, async (route) => {
      await new Promise<void>((resolve) => (answer = resolve));
      await route.continue();
    });
    await plan(page, 'transform').getByRole('button', { name: 'Select Plan, Transform' }).click();
    await expect(plan(page, 'transform').getByRole('button', { name: 'Selected' })).toBeVisible();
    await expect(plan(page, 'growth').getByRole('button', { name: 'Select Plan, Growth' })).toBeVisible();
    await expect(page.getByText('Preparing secure payment…')).toBeVisible();
    await expect(page.getByTestId('stripe-double-payment-element')).toHaveCount(0);
    await expect.poll(() => intents.length).toBe(2);
    answer!();
    await page.unroute(`**${INTENT_PATH}`);
    await expect(page.getByTestId('stripe-double-payment-element')).toBeVisible();
    expect(intents).toEqual([
      { planId: 'growth', interval: 'month' },
      { planId: 'transform', interval: 'month' },
    ]);
    // A fresh Elements group for the new client secret.
    expect(await elementsSecrets(page)).toHaveLength(2);
    await expect(subscribeButton(page)).toBeDisabled();
    await makeStripeReady(page);
    await expect(subscribeButton(page)).toBeEnabled();

    // A declined card: 'Processing...' while busy, then the provider's message.
    await subscribeButton(page).click();
    await expect(subscribeButton(page)).toHaveText('Processing...');
    await expect(subscribeButton(page)).toBeDisabled();
    release!();
    // Said once, above the card form, as every payment of the site says it.
    const refusal = page.getByTestId('payment-error');
    await expect(refusal).toContainText('Payment Failed');
    await expect(refusal).toContainText('Your card was declined.');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(subscribeButton(page)).toHaveText('Subscribe Now');
    await expect(subscribeButton(page)).toBeEnabled();

    // No message from the provider: the default one.
    await subscribeButton(page).click();
    await expect(subscribeButton(page)).toHaveText('Processing...');
    release!();
    await expect(refusal).toContainText('An error occurred during payment processing.');
    expect(intents).toHaveLength(2);
  });

  test('an intent the service refuses shows the Error toast and a retry', async ({ page, context }) => {
    await signInAs(context, { username: 'martha', role: 'member' });
    await markSubscribedInBilling('martha');
    await installStripeDouble(page, { onConfirmSetup: async () => ({ error: {} }) });
    await page.goto('/subscribe');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Failed to initialize payment. Please try again.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByTestId('stripe-double-payment-element')).toHaveCount(0);
  });

  test('success: confirmation returns to /subscription-success, then the account shows the plan and cancels', async ({
    page,
    context,
  }) => {
    // A new member: a subscription outlives the test on a reused stack.
    const username = uniqueName('naomi');
    await signInAs(context, { username, role: 'member', firstName: 'Naomi' });
    await installStripeDouble(page, {
      onConfirmSetup: async () => {
        // What Stripe does on a successful confirmation: the signed webhook reaches billing.
        const setupIntentId = await pendingSetupIntentId(username);
        await sendSetupSucceeded(context.request, setupIntentId);
        return { setupIntentId };
      },
    });
    await page.goto('/subscribe');
    await expect(subscribeButton(page)).toBeEnabled();
    await subscribeButton(page).click();

    await expect(page).toHaveURL(/\/subscription-success\?setup_intent=seti_\w+&.*redirect_status=succeeded/);
    const confirmed = page.getByTestId('subscription-confirmed');
    await expect(
      confirmed.getByRole('heading', { name: 'Thank you! Your subscription is active.' }),
    ).toBeVisible();
    await expect(confirmed).toContainText('Growth — $89.00/month');
    await expect(confirmed).toContainText('Active');

    await confirmed.getByRole('link', { name: 'View my subscription' }).click();
    await expect(page).toHaveURL(/\/account\?tab=subscription/);
    const details = page.getByTestId('subscription-details');
    await expect(details).toContainText('Growth — $89.00/month');
    await expect(details).toContainText('Active');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByTestId('toast')).toContainText('Subscription cancelled');
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

    // Back on /subscribe the member is told she already subscribes; no new intent.
    const intents = recordIntents(page);
    await page.goto('/subscribe');
    await expect(page.getByText('You already have an active subscription.')).toBeVisible();
    expect(intents).toEqual([]);
  });

  test('a failed or missing result shows a clear failure with a way back, in both languages', async ({
    page,
  }) => {
    await page.goto('/subscription-success?setup_intent=seti_123&redirect_status=failed');
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(
      page.getByText('Your payment could not be completed and no subscription was started.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to plans' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);

    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto('/subscription-success');
    await expect(page.getByRole('heading', { name: 'Pago no completado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a los planes' })).toBeVisible();
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Complete su suscripción' })).toBeVisible();
    await expect(plan(page, 'growth').getByRole('button', { name: 'Seleccionado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión para continuar' })).toBeVisible();
  });
});

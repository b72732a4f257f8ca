import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { UserRole } from '@ministry/contracts/user';
import { expectNoSeriousViolations, openInLanguage, waitForContent, type Language } from '../support/axe';
import { createProduct } from '../support/catalog';
import { createSignupEvent } from '../support/events';
import { addToCart, checkoutForm } from '../support/orders';
import { asAdmin, signInAsNew } from '../support/session';
import { installStripeDouble, markSubscribedInBilling } from '../support/stripe-double';

/**
 * axe-core on every route of the site, in both languages, signed out and signed in where the screen
 * differs: zero serious or critical violations. One line per route; `{product}` is a real product id.
 */
type Visitor = 'visitor';
type Who = Visitor | UserRole;

const ROUTES: { path: string; as: Who[] }[] = [
  { path: '/', as: ['visitor', 'member'] },
  { path: '/about', as: ['visitor'] },
  { path: '/services', as: ['visitor'] },
  { path: '/team', as: ['visitor'] },
  { path: '/contact', as: ['visitor'] },
  { path: '/counseling', as: ['visitor', 'member'] },
  { path: '/counseling/book?type=initial-consultation', as: ['visitor', 'member'] },
  { path: '/counseling/pay#token=e2e-not-a-token', as: ['visitor'] },
  { path: '/privacy', as: ['visitor'] },
  { path: '/announcements', as: ['visitor'] },
  { path: '/unsubscribe/e2e-not-a-token', as: ['visitor'] },
  { path: '/mailing-lists/confirm#token=e2e-not-a-token', as: ['visitor'] },
  { path: '/my-data#token=e2e-not-a-token', as: ['visitor'] },
  { path: '/account-deletion#token=e2e-not-a-token', as: ['member'] },
  { path: '/resources', as: ['visitor', 'member'] },
  { path: '/events', as: ['visitor'] },
  { path: '/events/{occurrence}', as: ['visitor', 'member'] },
  // A priced date: options, prices, the form of people with its live total.
  { path: '/events/{pricedOccurrence}', as: ['visitor', 'member'] },
  { path: '/events/cancel#token=e2e-not-a-token', as: ['visitor'] },
  { path: '/events/confirm#token=e2e-not-a-token', as: ['visitor'] },
  { path: '/shop', as: ['visitor'] },
  { path: '/shop/{product}', as: ['visitor', 'member'] },
  { path: '/shop/no-such-product', as: ['visitor'] },
  { path: '/cart', as: ['visitor', 'member'] },
  { path: '/checkout', as: ['visitor', 'member'] },
  { path: '/subscribe', as: ['visitor', 'member'] },
  { path: '/subscription-success', as: ['member'] },
  { path: '/give', as: ['visitor', 'member'] },
  { path: '/checkout/complete?order=WOP-AAAA-AAAA', as: ['member'] },
  { path: '/login', as: ['visitor'] },
  { path: '/register', as: ['visitor'] },
  { path: '/forgot-password', as: ['visitor'] },
  { path: '/reset-password#token=a11y-sample-token', as: ['visitor'] },
  { path: '/verify-email#token=a11y-sample-token', as: ['visitor', 'member'] },
  { path: '/reset-password', as: ['visitor'] },
  { path: '/account?tab=profile', as: ['member'] },
  { path: '/account?tab=subscription', as: ['member'] },
  { path: '/account?tab=resources', as: ['member'] },
  { path: '/account?tab=security', as: ['member'] },
  { path: '/account?tab=events', as: ['member'] },
  { path: '/account?tab=orders', as: ['member'] },
  { path: '/account?tab=giving', as: ['member'] },
  { path: '/account?tab=care', as: ['member'] },
  { path: '/admin', as: ['admin'] },
  { path: '/admin?tab=events', as: ['admin'] },
  { path: '/admin?tab=resources', as: ['admin'] },
  { path: '/admin?tab=products', as: ['admin'] },
  { path: '/admin?tab=orders', as: ['admin'] },
  { path: '/admin?tab=giving', as: ['admin'] },
  { path: '/admin?tab=resources&resource=new', as: ['admin'] },
  { path: '/admin?tab=messages', as: ['admin'] },
  { path: '/admin?tab=announcements', as: ['admin'] },
  { path: '/admin?tab=users', as: ['admin'] },
  { path: '/admin?tab=care', as: ['admin', 'counselor'] },
  { path: '/events/manage', as: ['event_editor', 'admin'] },
  { path: '/events/manage?signups={signupEvent}', as: ['event_editor'] },
  { path: '/events/manage?signups={signupEvent}&view=checkin', as: ['event_editor'] },
  // A priced event's list: options, payment states, counts.
  { path: '/events/manage?signups={pricedEvent}', as: ['event_editor'] },
  { path: '/no-such-page', as: ['visitor'] },
];

const LANGUAGES: Language[] = ['en', 'es'];

let teeId: string;
/** An event of this file's own with sign-up on: its id, and '<id>/<its date>' for its occurrence page. */
let signupEvent: string;
let occurrence: string;
/** A priced event's date (paid places, childcare, a plan perk): '<id>/<its date>'. */
let pricedOccurrence: string;
let pricedEvent: string;

test.beforeAll(async () => {
  await asAdmin(async (admin) => {
    teeId = (await createProduct(admin, { type: 't-shirt' })).id;
    const { event, date } = await createSignupEvent(admin);
    signupEvent = event.id;
    occurrence = `${event.id}/${date}`;
    const priced = await createSignupEvent(admin, {
      inDays: 20,
      pricing: {
        options: [
          {
            id: 'participant',
            kind: 'participant',
            name: 'Participant',
            nameEs: 'Participante',
            priceCents: 4000,
            earlyBirdCents: 3000,
            capacity: null,
          },
          {
            id: 'childcare',
            kind: 'childcare',
            name: 'Childcare, per child',
            nameEs: 'Cuidado infantil, por niño',
            priceCents: 1000,
            earlyBirdCents: null,
            capacity: 10,
          },
        ],
        earlyBirdUntil: null,
        groupDiscountPercent: 10,
        opensDaysBefore: 30,
        planPerk: 'bible-study',
        planDiscountPercent: 10,
      },
    });
    pricedOccurrence = `${priced.event.id}/${priced.date}`;
    pricedEvent = priced.event.id;
  });
});

const pathOf = (path: string) =>
  path
    .replace('{product}', teeId)
    .replace('{pricedOccurrence}', pricedOccurrence)
    .replace('{pricedEvent}', pricedEvent)
    .replace('{occurrence}', occurrence)
    .replace('{signupEvent}', signupEvent);

/**
 * A new user of that role with a line of each kind in the cart: a tee, a gift and a premium resource
 * (so /cart and /checkout show their full screens).
 */
async function signIn(context: BrowserContext, role: UserRole): Promise<void> {
  await signInAsNew(context, 'a11y_', { role, firstName: 'Ana', lastName: 'Reyes' });
  await addToCart(context.request, { productId: teeId, options: { size: 'M' } });
  const funds = (await (await context.request.get('/api/giving/funds')).json()) as { id: string }[];
  await context.request.post('/api/cart/gift', { data: { fundId: funds[0]!.id, giftCents: 2000 } });
  const resources = (await (await context.request.get('/api/resources')).json()) as {
    id: string;
    type: string;
  }[];
  const premium = resources.find((resource) => resource.type === 'premium');
  if (premium) await context.request.post('/api/cart/resource', { data: { resourceId: premium.id } });
}

/** Every page gets the Stripe.js double: js.stripe.com cannot be reached from here. */
async function preparePage(page: Page, language: Language): Promise<void> {
  await openInLanguage(page, language);
  await installStripeDouble(page, { onConfirmSetup: () => Promise.resolve({ error: {} }) });
}

test.use({ reducedMotion: 'reduce' });
// axe takes a few seconds on the longest pages of a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Each role's routes in one test: one sign-in and a warm cache for all of them (most of the run's time). */
const WHO: Who[] = [...new Set(ROUTES.flatMap((route) => route.as))];

/** Two addresses differing only in their fragment: `goto` would not load the second page again. */
const sameDocument = (current: string, next: string) =>
  current.startsWith('http') && current.split('#')[0] === new URL(next, current).href.split('#')[0];

test.describe('axe: every route, both languages', () => {
  for (const who of WHO) {
    const routes = ROUTES.filter((route) => route.as.includes(who));
    for (const language of LANGUAGES) {
      test(`every route as ${who} in ${language}`, async ({ page, context }) => {
        test.setTimeout(30_000 + routes.length * 20_000);
        if (who !== 'visitor') await signIn(context, who);
        await preparePage(page, language);
        // Every route is checked even when one fails; the test then fails with all of them.
        const failures: string[] = [];
        for (const route of routes) {
          await test.step(route.path, async () => {
            const path = pathOf(route.path);
            if (sameDocument(page.url(), path)) await page.goto('about:blank');
            try {
              await page.goto(path);
              await waitForContent(page, language);
              await expectNoSeriousViolations(page, `${route.path} (${who}, ${language})`);
            } catch (error) {
              failures.push(`${route.path}: ${(error as Error).message}`);
            }
          });
        }
        expect(failures, failures.join('\n\n')).toEqual([]);
      });
    }
  }
});

/** A state a route opens into (a menu, a dialog, a form showing its errors), reached by `open`. */
interface OpenState {
  who: Who;
  name: string;
  open: (page: Page, language: Language) => Promise<void>;
}

/** Submits the page's form (the first visible one) empty, until a field shows its error. */
async function failedSubmit(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(path);
  await waitForContent(page, language);
  await page.locator('main form:visible button[type="submit"]').first().click();
  await expect(page.locator('main form [aria-invalid="true"]').first()).toBeVisible();
}

/** Opens `path`, clicks what `toggle` finds and waits until `shown` is visible (a menu, a dialog). */
async function opened(
  page: Page,
  language: Language,
  path: string,
  toggle: (page: Page) => Locator,
  shown: (page: Page) => Locator,
): Promise<void> {
  await page.goto(path);
  await waitForContent(page, language);
  await toggle(page).click();
  await expect(shown(page)).toBeVisible();
}

const menu = (page: Page) => page.locator('.dropdown-menu.show');
const dialog = (page: Page) => page.getByRole('dialog');

const OPEN_STATES: OpenState[] = [
  {
    who: 'admin',
    name: 'the avatar dropdown opened',
    // The real toggle, not the placeholder shown while the menu's chunk loads.
    open: (page, language) => opened(page, language, '/', (on) => on.locator('button.avatar-toggle'), menu),
  },
  {
    who: 'admin',
    name: 'the admin header menu opened',
    open: (page, language) =>
      opened(page, language, '/admin', (on) => on.locator('.adm-header button.avatar-toggle'), menu),
  },
  {
    who: 'visitor',
    name: 'the event dialog opened',
    open: async (page, language) => {
      const showAll = (on: Page) =>
        on.getByRole('button', { name: language === 'en' ? 'Show all' : 'Ver todos' });
      const event = (on: Page) => on.locator('main button[aria-haspopup="dialog"]').first();
      await opened(page, language, '/events', showAll, event);
      await event(page).click();
      await expect(dialog(page)).toBeVisible();
    },
  },
  {
    who: 'visitor',
    name: 'a service dialog opened',
    open: (page, language) =>
      opened(page, language, '/services', (on) => on.locator('main .card button').first(), dialog),
  },
  {
    who: 'visitor',
    name: 'the contact form after a failed submit',
    open: (page, language) => failedSubmit(page, '/contact', language),
  },
  {
    who: 'visitor',
    name: 'the register form after a failed submit',
    open: (page, language) => failedSubmit(page, '/register', language),
  },
  {
    who: 'visitor',
    name: 'the event sign-up form after a failed submit',
    open: (page, language) => failedSubmit(page, pathOf('/events/{occurrence}'), language),
  },
  {
    who: 'event_editor',
    name: 'the delete confirmation of event management opened',
    open: (page, language) =>
      opened(
        page,
        language,
        '/events/manage',
        (on) =>
          on
            .getByRole('region', { name: language === 'en' ? 'Existing events' : 'Eventos existentes' })
            .getByRole('button', { name: language === 'en' ? /^Delete / : /^Eliminar / })
            .first(),
        dialog,
      ),
  },
  {
    who: 'event_editor',
    name: 'the event form after a failed submit',
    open: (page, language) => failedSubmit(page, '/events/manage', language),
  },
  {
    who: 'member',
    name: 'the checkout form after a failed submit',
    open: async (page, language) => {
      await page.goto('/checkout');
      await waitForContent(page, language);
      await page.locator('main form input').first().fill('');
      await page.locator('main form button[type="submit"]').click();
      await expect(page.locator('main form [aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    who: 'member',
    // The password change's form (the Privacy card below it has a form of its own).
    name: 'the account security form after a failed submit',
    open: (page, language) => failedSubmit(page, '/account?tab=security', language),
  },
];

test.describe('axe: open states', () => {
  for (const language of LANGUAGES) {
    test.describe(`in ${language}`, () => {
      test.beforeEach(async ({ page }) => preparePage(page, language));

      // One test per role: one sign-in and a warm cache for all of its states, each a step.
      for (const who of new Set(OPEN_STATES.map((state) => state.who))) {
        test(`every open state as ${who}`, async ({ page, context }) => {
          if (who !== 'visitor') await signIn(context, who as UserRole);
          for (const state of OPEN_STATES.filter((each) => each.who === who)) {
            await test.step(state.name, async () => {
              await state.open(page, language);
              await expectNoSeriousViolations(page, `${state.name} (${who}, ${language})`);
            });
          }
        });
      }

      test('a subscriber’s account: the prayer group’s link and her plan’s place she may cancel', async ({
        page,
        context,
      }) => {
        const member = await signInAsNew(context, 'a11y_plan_', {
          role: 'member',
          firstName: 'Ana',
          lastName: 'Reyes',
        });
        await markSubscribedInBilling(member.username);
        await asAdmin(async (admin) => {
          const saved = await admin.put('/api/admin/prayer-group', {
            data: {
              url: 'https://meet.example.org/prayer',
              when: 'Tuesdays, 7:00–8:00 pm (New York)',
              whenEs: 'Martes, 7:00–8:00 p. m. (Nueva York)',
            },
          });
          expect(saved.status(), await saved.text()).toBe(200);
        });
        const [eventId, date] = pricedOccurrence.split('/');
        const place = await context.request.post('/api/cart/place', {
          data: { eventId, date, people: [{ name: 'Ana Reyes', optionId: 'participant' }] },
        });
        expect(place.status(), await place.text()).toBe(201);
        const free = await context.request.post('/api/checkout', { data: checkoutForm('Ana', 'Reyes') });
        expect(free.status(), await free.text()).toBe(201);

        await page.goto('/account?tab=subscription');
        await waitForContent(page, language);
        await expect(
          page.getByRole('heading', {
            name: language === 'en' ? 'Weekly online prayer group' : 'Grupo de oración semanal en línea',
          }),
        ).toBeVisible();
        await expectNoSeriousViolations(page, `the prayer group card (${language})`);

        await page.goto('/account?tab=events');
        await waitForContent(page, language);
        await expect(
          page.getByText(language === 'en' ? /^Paid place: you can cancel/ : /^Lugar pagado:/),
        ).toBeVisible();
        await expectNoSeriousViolations(page, `a paid place she may cancel (${language})`);
      });
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const who of ['visitor', 'member'] as const) {
      for (const language of LANGUAGES) {
        test(`the mobile menu opened as ${who} in ${language}`, async ({ page, context }) => {
          if (who === 'member') await signIn(context, 'member');
          await preparePage(page, language);
          await page.goto('/');
          await waitForContent(page, language);
          await page.locator('.navbar-toggler').click();
          await expect(page.locator('#site-menu.show')).toBeVisible();
          await expectNoSeriousViolations(page, `the mobile menu (${who}, ${language})`);
        });
      }
    }
  });
});

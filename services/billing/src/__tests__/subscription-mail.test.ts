import request from 'supertest';
import type { AddressObject, ParsedMail } from 'mailparser';
import type { SubscriptionStatus } from '@ministry/contracts/billing';
import { formatInstantDay } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import { outboxModels } from '@ministry/kit/outbox';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { CustomerModel, ProcessedEventModel, SetupAttemptModel, SubscriptionModel } from '../billing/model';
import {
  deliverWebhook,
  memberProfile,
  signedEvent,
  startIdentityStub,
  testConfig,
  type IdentityStub,
} from './support';

// The three subscription e-mails over the real path: webhooks signed like Stripe's, the outbox in
// the test database, one pass of the real sender, the project's own SMTP server, mailparser.
/** A day as the e-mails write it. */
const formatDay = (date: Date, language: Language) => formatInstantDay(date, language, 'long');

let db: TestDatabase;
let identity: IdentityStub;
let mailbox: TestMailbox;
beforeAll(async () => {
  db = await openTestDatabase('billing-mail');
  identity = await startIdentityStub(db.config.internalApiKey);
  mailbox = await openTestMailbox(db.data);
});
afterAll(async () => {
  await mailbox.close();
  await identity.close();
  await db.close();
});

const MEMBERS = {
  en: { id: 'user-naomi', email: 'naomi@example.org', name: 'Naomi Ruth' },
  es: { id: 'user-lidia', email: 'lidia@example.org', name: 'Lidia Pérez' },
} as const;
const ACCOUNT_LINK = 'http://localhost:8080/account?tab=subscription';
const subId = (language: Language) => `sub_mail_${language}`;
const now = () => Math.floor(Date.now() / 1000);
const inDays = (days: number) => now() + days * 86400;

beforeEach(async () => {
  const { mail, claims } = outboxModels(db.data);
  await Promise.all([
    SubscriptionModel.deleteMany({}),
    ProcessedEventModel.deleteMany({}),
    CustomerModel.deleteMany({}),
    SetupAttemptModel.deleteMany({}),
    mail.deleteMany({}),
    claims.deleteMany({}),
  ]);
  mailbox.clear();
  for (const language of ['en', 'es'] as const) {
    const { id, email, name } = MEMBERS[language];
    identity.members.set(id, memberProfile({ id, email, name, preferredLanguage: language }));
  }
});

const app = () => createApp(testConfig(db, identity.url), db).app.callback();

/** A subscription billing already knows, as the flow or earlier events left it. */
async function seed(language: Language, status: SubscriptionStatus, fields: Record<string, unknown> = {}) {
  await SubscriptionModel.create({
    userId: MEMBERS[language].id,
    stripeSubscriptionId: subId(language),
    stripeCustomerId: `cus_mail_${language}`,
    planId: 'growth',
    status,
    currentPeriodEnd: new Date(inDays(20) * 1000),
    ...fields,
  });
}

const post = (event: { payload: string; signature: string }) => deliverWebhook(app(), event);

/** The first delivery of an event, twice at once (Stripe may send it again before the first answered). */
async function deliverAtOnce(event: { payload: string; signature: string }) {
  await Promise.all([post(event), post(event)]);
}

/**
 * The same event delivered again later (the processed-event record answers), then, as if that record
 * had been lost, twice at once: handled again, through the same-second path (it carries the `created`
 * last applied), which reads the subscription back from Stripe. stripe-mock's fixture is an active
 * subscription set to cancel at the end of its period, so that path may add a "canceled" message of
 * its own: the tests below count the messages of the kind they are about.
 */
async function deliverTwiceMore(event: { payload: string; signature: string }) {
  await post(event);
  await ProcessedEventModel.deleteMany({});
  await Promise.all([post(event), post(event)]);
}

function invoice(language: Language, options: { id?: string; periodEnd?: number } = {}) {
  return {
    id: options.id ?? `in_${language}_1`,
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: subId(language) } },
    lines: {
      object: 'list',
      data: [{ id: 'il_1', period: { start: now(), end: options.periodEnd ?? inDays(30) } }],
    },
  };
}

function subscription(language: Language, fields: Record<string, unknown>) {
  return {
    id: subId(language),
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [{ id: 'si_1', current_period_end: inDays(12), price: { id: 'price_growth' } }],
    },
    ...fields,
  };
}

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((to) => to.value.map((a) => a.address));

/** One sender pass; then every message received, which must all be for `language`'s member. */
async function received(language: Language): Promise<ParsedMail[]> {
  await mailbox.deliver();
  const messages = await mailbox.messages();
  for (const mail of messages) {
    expect(recipients(mail)).toEqual([MEMBERS[language].email]);
    expect(mail.headers.get('content-language')).toBe(language);
    expect(mail.text).toBeTruthy();
    expect(mail.html).toContain(`<html lang="${language}">`);
  }
  return messages;
}

/** The messages of one kind, told apart by their Message-ID (the outbox key). */
const ofKind = (messages: ParsedMail[], kind: 'started' | 'payment-failed' | 'canceled') =>
  messages.filter((mail) => mail.messageId?.startsWith(`<subscription-${kind}%3A`));

const hrefs = (mail: ParsedMail) =>
  [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('subscription started', () => {
  const expected = {
    en: { subject: 'Your Growth subscription has started', amount: 'Amount: $89.00 per month' },
    es: { subject: 'Su suscripción Crecimiento ha comenzado', amount: 'Importe: $89.00 al mes' },
  };

  it.each(['en', 'es'] as const)(
    'is sent in %s when the first invoice is paid, once however often the event comes',
    async (language) => {
      await seed(language, 'incomplete', { currentPeriodEnd: null });
      const end = inDays(30);
      const paid = signedEvent('invoice.paid', invoice(language, { periodEnd: end }));
      await deliverAtOnce(paid);
      await deliverTwiceMore(paid);
      // Stripe's customer.subscription.updated saying the same (active) changes nothing either.
      await post(signedEvent('customer.subscription.updated', subscription(language, {})));

      const messages = ofKind(await received(language), 'started');
      expect(messages).toHaveLength(1);
      const [mail] = messages;
      expect(mail!.subject).toBe(expected[language].subject);
      expect(mail!.text).toContain(expected[language].amount);
      expect(mail!.text).toContain(formatDay(new Date(end * 1000), language));
      expect(hrefs(mail!)).toContain(ACCOUNT_LINK);
    },
  );

  it.each(['en', 'es'] as const)(
    'is sent in %s when the subscription flow creates an active subscription (webhook, return page)',
    async (language) => {
      const member = MEMBERS[language];
      const cookie = await signedInCookie(db, { id: member.id, username: member.id, role: 'member' });
      const intent = await request(app())
        .post('/api/create-subscription-intent')
        .set('Cookie', cookie)
        .send({ planId: 'transform' });
      expect(intent.status).toBe(200);
      const attempt = await SetupAttemptModel.findOne({ userId: member.id });
      const succeeded = signedEvent('setup_intent.succeeded', {
        id: attempt!.setupIntentId,
        object: 'setup_intent',
        status: 'succeeded',
        payment_method: 'pm_card_visa',
        usage: 'off_session',
      });
      await post(succeeded);
      await deliverTwiceMore(succeeded);
      // Then the return page reads the result.
      const page = await request(app())
        .post('/api/subscription/complete')
        .set('Cookie', cookie)
        .send({ setupIntentId: attempt!.setupIntentId });
      expect(page.status).toBe(200);

      const messages = await received(language);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.subject).toBe(
        language === 'en'
          ? 'Your Transform subscription has started'
          : 'Su suscripción Transformación ha comenzado',
      );
      expect(messages[0]!.text).toContain(language === 'en' ? '$149.00 per month' : '$149.00 al mes');
      const stored = await SubscriptionModel.findOne({ userId: member.id });
      expect(messages[0]!.messageId).toBe(
        `<subscription-started%3A${stored!.stripeSubscriptionId}@womenofpurpose.org>`,
      );
    },
  );
});

describe('payment failed', () => {
  it.each(['en', 'es'] as const)(
    'asks her in %s to update her card, once per failed invoice however often Stripe says so',
    async (language) => {
      await seed(language, 'active');
      const failed = signedEvent('invoice.payment_failed', invoice(language, { id: 'in_renewal' }));
      await deliverAtOnce(failed);
      expect(await SubscriptionModel.findOne({ stripeSubscriptionId: subId(language) })).toMatchObject({
        status: 'past_due',
      });
      await deliverTwiceMore(failed);
      // Stripe's next automatic attempt at the same invoice fails too: a new event, no new e-mail.
      await post(
        signedEvent('invoice.payment_failed', invoice(language, { id: 'in_renewal' }), {
          created: now() + 1,
        }),
      );

      const messages = ofKind(await received(language), 'payment-failed');
      expect(messages).toHaveLength(1);
      const [mail] = messages;
      expect(mail!.subject).toBe(
        language === 'en'
          ? 'Action needed: the payment for your Growth subscription did not go through'
          : 'Acción necesaria: no se pudo cobrar su suscripción Crecimiento',
      );
      expect(mail!.text).toContain(
        language === 'en' ? `Update my card: ${ACCOUNT_LINK}` : `Actualizar mi tarjeta: ${ACCOUNT_LINK}`,
      );
      expect(hrefs(mail!)).toContain(ACCOUNT_LINK);
    },
  );

  it('is not sent when a first payment fails (the subscription never started)', async () => {
    await seed('en', 'incomplete');
    await post(signedEvent('invoice.payment_failed', invoice('en')));
    await mailbox.deliver();
    expect(await mailbox.messages()).toHaveLength(0);
  });
});

describe('subscription canceled', () => {
  it.each(['en', 'es'] as const)(
    'tells her in %s until when she keeps it when it is set to end, and not again when it ends',
    async (language) => {
      await seed(language, 'active');
      const end = inDays(12);
      const updated = signedEvent(
        'customer.subscription.updated',
        subscription(language, {
          cancel_at_period_end: true,
          items: { data: [{ current_period_end: end, price: { id: 'price_growth' } }] },
        }),
        { created: now() - 10 },
      );
      await deliverAtOnce(updated);
      await deliverTwiceMore(updated);
      await post(
        signedEvent('customer.subscription.deleted', subscription(language, { status: 'canceled' })),
      );

      const messages = await received(language);
      expect(messages).toHaveLength(1);
      const [mail] = messages;
      expect(mail!.subject).toBe(
        language === 'en'
          ? 'Your Growth subscription is canceled'
          : 'Su suscripción Crecimiento fue cancelada',
      );
      expect(mail!.text).toContain(formatDay(new Date(end * 1000), language));
      expect(hrefs(mail!)).toContain(ACCOUNT_LINK);
    },
  );

  it.each(['en', 'es'] as const)(
    'tells her in %s that it ended when it ends without notice, once',
    async (language) => {
      await seed(language, 'past_due');
      const endedAt = now() - 60;
      const deleted = signedEvent(
        'customer.subscription.deleted',
        subscription(language, { status: 'canceled', ended_at: endedAt }),
      );
      await deliverAtOnce(deleted);
      await deliverTwiceMore(deleted);

      const messages = await received(language);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.subject).toBe(
        language === 'en' ? 'Your Growth subscription has ended' : 'Su suscripción Crecimiento ha terminado',
      );
      expect(messages[0]!.text).toContain(formatDay(new Date(endedAt * 1000), language));
      expect(hrefs(messages[0]!)).toContain('http://localhost:8080/subscribe');
    },
  );

  it('is sent when she cancels from her account, and Stripe’s confirming event sends nothing more', async () => {
    await seed('es', 'active');
    const member = MEMBERS.es;
    const cookie = await signedInCookie(db, { id: member.id, username: member.id, role: 'member' });
    const res = await request(app()).post('/api/subscription/cancel').set('Cookie', cookie);
    expect(res.status).toBe(200);
    await post(
      signedEvent('customer.subscription.updated', subscription('es', { cancel_at_period_end: true })),
    );

    const messages = await received('es');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Su suscripción Crecimiento fue cancelada');
  });

  it('is not sent when a subscription that never started is dropped', async () => {
    await seed('en', 'incomplete');
    await post(signedEvent('customer.subscription.deleted', subscription('en', { status: 'canceled' })));
    await mailbox.deliver();
    expect(await mailbox.messages()).toHaveLength(0);
  });
});

describe('where the address comes from', () => {
  it('uses the customer record when identity is away, and answers 502 (Stripe retries) without one', async () => {
    await seed('en', 'active');
    await identity.close();
    try {
      const failed = signedEvent('invoice.payment_failed', invoice('en'));
      const res = await request(app())
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', failed.signature)
        .send(failed.payload);
      expect(res.status).toBe(502);
      // Nothing stored, nothing queued: the retry does both.
      expect(await SubscriptionModel.findOne({ userId: MEMBERS.en.id })).toMatchObject({ status: 'active' });
      expect(await outboxModels(db.data).mail.countDocuments()).toBe(0);

      await CustomerModel.create({
        userId: MEMBERS.en.id,
        stripeCustomerId: 'cus_mail_en',
        email: 'naomi.billing@example.org',
        preferredLanguage: 'es',
      });
      const again = await request(app())
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', failed.signature)
        .send(failed.payload);
      // Identity is still away for the status sync: Stripe will retry, but the e-mail is queued once.
      expect(again.status).toBe(502);
      await mailbox.deliver();
      const messages = await mailbox.messages();
      expect(messages).toHaveLength(1);
      expect(recipients(messages[0]!)).toEqual(['naomi.billing@example.org']);
      expect(messages[0]!.subject).toBe('Acción necesaria: no se pudo cobrar su suscripción Crecimiento');
    } finally {
      identity = await startIdentityStub(db.config.internalApiKey);
    }
  });
});

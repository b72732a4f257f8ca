import type { APIRequestContext } from '@playwright/test';
import { MongoClient, type Document } from 'mongodb';
import { E2E_MONGODB_URI } from './site';
import { sendStripeEvent } from './stripe-double';

async function database<T>(
  name: string,
  read: (db: ReturnType<MongoClient['db']>) => Promise<T>,
): Promise<T> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    return await read(client.db(name));
  } finally {
    await client.close();
  }
}

const billingDb = <T>(read: (db: ReturnType<MongoClient['db']>) => Promise<T>) =>
  database('ministry-billing', read);

/**
 * Her address proven, as following identity's verification link leaves it (that link's own journey
 * is tested in `e2e/tests/auth.spec.ts`): written into identity's database.
 */
export async function markEmailVerified(username: string): Promise<void> {
  await database('ministry-identity', (db) =>
    db
      .collection('users')
      .updateOne({ usernameKey: username.toLowerCase() }, { $set: { emailVerified: true } }),
  );
}

/** Gifts billing keeps under a visitor's address that belong to nobody yet. */
export async function unclaimedGifts(donorEmail: string): Promise<number> {
  return billingDb((db) =>
    db.collection('gifts').countDocuments({ donorEmailKey: donorEmail.toLowerCase(), userId: null }),
  );
}

/**
 * The newest gift intent billing stored for a donor's e-mail (stripe-mock forgets what it created,
 * and on it the intent's id differs from the one its client secret starts with).
 */
export async function storedGiftIntent(
  donorEmail: string,
  intentType: 'payment' | 'setup',
): Promise<{ intentId: string; chargeCents: number }> {
  const intent = await billingDb((db) =>
    db
      .collection('gift_intents')
      .findOne({ donorEmail: donorEmail.toLowerCase(), intentType }, { sort: { createdAt: -1 } }),
  );
  if (!intent) throw new Error(`no ${intentType} gift intent for ${donorEmail}`);
  return { intentId: String(intent.intentId), chargeCents: Number(intent.chargeCents) };
}

/** What Stripe sends when a gift's PaymentIntent succeeds, signed, to the site's one webhook. */
export async function sendGiftPaid(request: APIRequestContext, donorEmail: string): Promise<string> {
  const { intentId, chargeCents } = await storedGiftIntent(donorEmail, 'payment');
  await sendStripeEvent(request, `evt_e2e_${intentId}`, 'payment_intent.succeeded', {
    id: intentId,
    object: 'payment_intent',
    status: 'succeeded',
    amount: chargeCents,
    amount_received: chargeCents,
    currency: 'usd',
    metadata: { kind: 'gift' },
  });
  return intentId;
}

/** The member's newest monthly gift, as billing stored it. */
export async function storedRecurringGift(donorEmail: string): Promise<Document> {
  const doc = await billingDb((db) =>
    db
      .collection('recurring_gifts')
      .findOne({ donorEmail: donorEmail.toLowerCase() }, { sort: { createdAt: -1 } }),
  );
  if (!doc) throw new Error(`no monthly gift for ${donorEmail}`);
  return doc;
}

/** A monthly gift's charge went through: the signed invoice.paid Stripe sends for its subscription. */
export async function sendMonthlyGiftPaid(request: APIRequestContext, donorEmail: string): Promise<void> {
  const recurring = await storedRecurringGift(donorEmail);
  const subscription = String(recurring.stripeSubscriptionId);
  const invoiceId = `in_e2e_${Date.now()}`;
  const now = Math.floor(Date.now() / 1000);
  await sendStripeEvent(request, `evt_e2e_${invoiceId}`, 'invoice.paid', {
    id: invoiceId,
    object: 'invoice',
    status: 'paid',
    amount_paid: Number(recurring.chargeCents),
    amount_due: Number(recurring.chargeCents),
    parent: { type: 'subscription_details', subscription_details: { subscription } },
    status_transitions: { paid_at: now },
    lines: { data: [{ period: { start: now, end: now + 30 * 24 * 60 * 60 } }] },
  });
}

import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import mongoose from 'mongoose';
import { ValidationError } from 'yup';
import { chargeCents, type DonationResponse, type DonationStatus } from '@ministry/contracts/giving';
import type { DonationRequest } from '@ministry/contracts/giving-input';
import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { recipientLanguage } from '@ministry/kit/recipient-language';
import { PAYMENT_KIND_KEY } from '@ministry/kit/stripe';
import { providerCall } from '../provider';
import { ensureCustomer } from '../billing/customers';
import type { GivingDeps } from './context';
import { findFund } from './funds';
import { admitGiver } from './limits';
import { FundModel, GiftIntentModel, GiftModel, RecurringGiftModel } from './model';

/** Who is giving: a signed-in member (as herself) or a visitor. */
export interface Giver {
  userId: string | null;
  clientIp: string;
  /** The page's language (a visitor's gift and e-mails are in it). */
  language: Language;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** The intent id a client secret starts with ('pi_123_secret_abc' → 'pi_123'). */
const secretIdOf = (secret: string) => secret.split('_secret_')[0] ?? '';

/** A visitor's name and e-mail, both required (field errors, like the form's). */
function visitorContact(input: DonationRequest): { name: string; email: string } {
  const missing: ValidationError[] = [];
  if (!input.name) missing.push(new ValidationError('giving.nameRequired', input.name, 'name'));
  if (!input.email) missing.push(new ValidationError('giving.emailRequired', input.email, 'email'));
  if (missing.length) throw new ValidationError(missing);
  return { name: input.name, email: input.email };
}

/** Stripe metadata values are strings of at most 500 characters. */
const clip = (value: string) => value.slice(0, 500);

async function donor(context: GivingDeps, input: DonationRequest, giver: Giver) {
  if (!giver.userId)
    return { ...visitorContact(input), language: recipientLanguage({ visitor: giver.language }) };
  const member = await context.identity.getMember(giver.userId);
  return { name: member.name || member.email, email: member.email, language: recipientLanguage({ member }) };
}

/**
 * POST /api/giving/donations: the charge is computed here from the gift and coverFee (whatever else
 * the browser sent is ignored); one-time → a PaymentIntent, monthly (members) → a SetupIntent.
 */
export async function startDonation(
  context: GivingDeps,
  giver: Giver,
  input: DonationRequest,
  publishableKey: string | null,
): Promise<DonationResponse> {
  if (input.frequency === 'monthly' && !giver.userId) throw new AppError(401, 'giving.monthlyNeedsAccount');
  const fund = await findFund(input.fundId, true);
  const who = await donor(context, input, giver);
  await admitGiver(context, { userId: giver.userId, clientIp: giver.clientIp, email: who.email });

  const { giftCents } = input;
  const charge = chargeCents(giftCents, input.coverFee);
  const metadata: Record<string, string> = {
    [PAYMENT_KIND_KEY]: 'gift',
    fundId: String(fund._id),
    giftCents: String(giftCents),
    feeCents: String(charge - giftCents),
    frequency: input.frequency,
    dedication: input.dedication ? clip(`${input.dedication.kind}: ${input.dedication.name}`) : '',
    donorName: clip(who.name),
    donorEmail: clip(who.email),
    userId: giver.userId ?? '',
    language: who.language,
    clientIp: giver.clientIp,
  };
  const key = randomUUID();
  let intent: { id: string; client_secret: string | null };
  let stripeCustomerId: string | null = null;
  if (input.frequency === 'once') {
    intent = await providerCall('create gift payment intent', () =>
      context.stripe.paymentIntents.create(
        {
          amount: charge,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          receipt_email: who.email,
          description: `Gift to ${fund.name}`,
          metadata,
        },
        { idempotencyKey: `gift-intent-${key}` },
      ),
    );
  } else {
    const customer = await ensureCustomer(context.billing, giver.userId!);
    stripeCustomerId = customer.stripeCustomerId;
    intent = await providerCall('create gift setup intent', () =>
      context.stripe.setupIntents.create(
        {
          customer: customer.stripeCustomerId,
          usage: 'off_session',
          payment_method_types: ['card'],
          metadata,
        },
        { idempotencyKey: `gift-setup-${key}` },
      ),
    );
  }
  if (!intent.client_secret) throw new AppError(502, 'billing.providerError', { expose: true });
  await GiftIntentModel.create({
    intentId: intent.id,
    intentType: input.frequency === 'once' ? 'payment' : 'setup',
    secretId: secretIdOf(intent.client_secret),
    secretHash: hashSecret(intent.client_secret).toString('hex'),
    userId: giver.userId,
    stripeCustomerId,
    donorName: who.name,
    donorEmail: who.email,
    language: who.language,
    fundId: String(fund._id),
    giftCents,
    feeCents: charge - giftCents,
    chargeCents: charge,
    coverFee: input.coverFee,
    frequency: input.frequency,
    dedication: input.dedication,
    clientIp: giver.clientIp,
  });
  return {
    clientSecret: intent.client_secret,
    intentType: input.frequency === 'once' ? 'payment' : 'setup',
    amountCents: charge,
    publishableKey,
  };
}

/**
 * The stored intent a client secret belongs to: found by the id the secret starts with and compared
 * in constant time. (stripe-mock gives every intent the same secret: the newest wins.)
 */
export async function intentBySecret(secret: string) {
  const id = secretIdOf(secret);
  const candidates = await GiftIntentModel.find({
    $or: [{ intentId: id }, { secretId: id }],
  })
    .sort({ createdAt: -1 })
    .limit(20);
  const given = hashSecret(secret);
  const intent = candidates.find((candidate) =>
    timingSafeEqual(Buffer.from(candidate.secretHash, 'hex'), given),
  );
  if (!intent) throw new AppError(404, 'giving.paymentNotFound');
  return intent;
}

/** GET /api/giving/donations/status: what the thank-you page shows, from what Stripe confirmed. */
export async function donationStatus(secret: string): Promise<DonationStatus> {
  return statusOf(await intentBySecret(secret));
}

type StoredIntent = Awaited<ReturnType<typeof intentBySecret>>;

export async function statusOf(intent: StoredIntent): Promise<DonationStatus> {
  const fund = await FundModel.findById(intent.fundId).lean();
  let status: DonationStatus['status'] =
    intent.state === 'failed' || intent.state === 'canceled' ? 'failed' : 'processing';
  let receiptNumber: string | null = null;
  if (intent.intentType === 'payment') {
    const gift = await GiftModel.findOne({ sourceId: intent.intentId }).lean();
    if (gift) {
      status = 'succeeded';
      receiptNumber = gift.receiptNumber || null;
    }
  } else {
    const recurring = await RecurringGiftModel.findOne({ setupIntentId: intent.intentId }).lean();
    if (recurring) {
      status = 'succeeded';
      const first = await GiftModel.findOne({
        recurringId: String(recurring._id),
        status: mongoose.trusted({ $ne: 'failed' as const }),
      })
        .sort({ paidAt: 1 })
        .lean();
      receiptNumber = first?.receiptNumber || null;
    }
  }
  return {
    status,
    frequency: intent.frequency as DonationStatus['frequency'],
    amountCents: intent.chargeCents,
    fundName: fund?.name ?? '',
    fundNameEs: fund?.nameEs ?? '',
    receiptNumber,
  };
}

import type { BillingDeps } from './deps';
import { CustomerModel } from './model';
import { providerCall } from '../provider';

/** The member's Stripe customer, created on first use with identity's e-mail and language (giving uses it too). */
export async function ensureCustomer(deps: BillingDeps, userId: string) {
  const member = await deps.identity.getMember(userId);
  const language = member.preferredLanguage;
  const existing = await CustomerModel.findOne({ userId });
  if (existing) {
    if (existing.email !== member.email || existing.preferredLanguage !== language) {
      await providerCall('update customer', () =>
        deps.stripe.customers.update(
          existing.stripeCustomerId,
          { email: member.email, name: member.name, preferred_locales: [language] },
          { idempotencyKey: `customer-update-${userId}-${member.email}-${language}` },
        ),
      );
      existing.email = member.email;
      existing.preferredLanguage = language;
      await existing.save();
    }
    return existing;
  }
  const customer = await providerCall('create customer', () =>
    deps.stripe.customers.create(
      { email: member.email, name: member.name, preferred_locales: [language], metadata: { userId } },
      { idempotencyKey: `customer-${userId}` },
    ),
  );
  try {
    return await CustomerModel.create({
      userId,
      stripeCustomerId: customer.id,
      email: member.email,
      preferredLanguage: language,
    });
  } catch (error) {
    // Two first requests at once: the other one stored it (same Stripe customer, same idempotency key).
    const stored = await CustomerModel.findOne({ userId });
    if (stored) return stored;
    throw error;
  }
}

import type { Language } from '@ministry/contracts/language';
import type { MessageKey } from '@ministry/contracts/messages';
import { AppError } from './errors';
import { callInternal } from './internal-call';

/** What the identity service's internal API (`GET /internal/users/:id`) says about a member. */
export interface MemberProfile {
  id: string;
  username: string;
  email: string;
  /** Her address was proven by a link sent to it. Nothing is granted or revealed by an unproven one. */
  emailVerified: boolean;
  /** Her full name, or her username when she gave none. */
  name: string;
  /** The language her e-mails are written in: her saved preference, always first. */
  preferredLanguage: Language;
  subscriptionId: string | null;
}

export interface IdentityClient {
  getMember(userId: string): Promise<MemberProfile>;
  /** Sets (active subscription) or clears (none) the subscription identifier on the user. */
  setSubscription(userId: string, subscriptionId: string | null): Promise<void>;
}

export interface IdentityClientOptions {
  /** The identity service's internal address, 'http://identity:4001'. */
  url: string;
  /** This service's own internal key. */
  internalApiKey: string;
  /** The 502's message when identity does not answer (default 'api.unavailable'). */
  unavailableMessage?: MessageKey;
  timeoutMs?: number;
}

/**
 * The one client of identity's internal API: every service that needs a member's address, name or
 * language asks here, with its internal key; no service reads identity's database.
 */
export function identityClient(options: IdentityClientOptions): IdentityClient {
  const baseUrl = options.url.replace(/\/+$/, '');
  const message = options.unavailableMessage ?? 'api.unavailable';
  const unavailable = (detail: string) => new IdentityUnavailable(detail, message);
  const call = (method: 'GET' | 'PUT', path: string, body?: unknown): Promise<Response> =>
    callInternal(`${baseUrl}${path}`, {
      method,
      body,
      internalKey: options.internalApiKey,
      timeoutMs: options.timeoutMs,
    }).catch((error: Error) => {
      throw unavailable(`identity ${error.message}`);
    });
  const userPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}`;

  return {
    async getMember(userId) {
      const response = await call('GET', userPath(userId));
      // Her account is gone: the session is stale.
      if (response.status === 404) throw new AppError(401, 'api.unauthorized');
      if (!response.ok) throw unavailable(`identity GET user: ${response.status}`);
      const member = (await response.json()) as MemberProfile;
      return { ...member, emailVerified: member.emailVerified === true };
    },
    async setSubscription(userId, subscriptionId) {
      const response = await call('PUT', `${userPath(userId)}/subscription`, { subscriptionId });
      if (!response.ok) throw unavailable(`identity PUT subscription: ${response.status}`);
    },
  };
}

/** Identity did not answer as expected: a 502 for the browser, a retry for Stripe's webhooks. */
export class IdentityUnavailable extends AppError {
  readonly detail: string;
  constructor(detail: string, message: MessageKey = 'api.unavailable') {
    super(502, message, { expose: true });
    this.detail = detail;
  }
}

/** How records keep an address: trimmed and lower-cased. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/**
 * Claims by proof, the one flow for every service that keeps records under an e-mail address (visitor
 * sign-ups, gifts): they attach to a member only once identity says her account's address is that one
 * and verified. `attach` moves the records under that address that belong to nobody yet to her id; it
 * is called only for a verified address. Answers the verified address, or null (nothing attached, and
 * nothing about the address's history is told).
 */
export async function attachVerifiedHistory(
  identity: IdentityClient,
  userId: string,
  attach: (emailKey: string, userId: string) => Promise<unknown>,
): Promise<string | null> {
  const member = await identity.getMember(userId);
  if (!member.emailVerified) return null;
  const emailKey = emailKeyOf(member.email);
  await attach(emailKey, userId);
  return emailKey;
}

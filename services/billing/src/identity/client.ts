import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';

/** What the identity service's internal API says about a member. */
export interface MemberProfile {
  id: string;
  email: string;
  name: string;
  preferredLanguage: Language;
  subscriptionId: string | null;
}

export interface IdentityClient {
  getMember(userId: string): Promise<MemberProfile>;
  /** Sets (active subscription) or clears (none) the subscription identifier on the user. */
  setSubscription(userId: string, subscriptionId: string | null): Promise<void>;
}

const TIMEOUT_MS = 5000;

/** The identity service's internal API, with the shared internal key; billing never reads its database. */
export function identityClient(baseUrl: string, internalApiKey: string): IdentityClient {
  const call = async (method: 'GET' | 'PUT', path: string, body?: unknown): Promise<Response> => {
    try {
      return await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          [INTERNAL_KEY_HEADER]: internalApiKey,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new IdentityUnavailable(`identity ${method} ${path}: ${(error as Error).message}`);
    }
  };
  const userPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}`;

  return {
    async getMember(userId) {
      const response = await call('GET', userPath(userId));
      if (response.status === 404) throw new AppError(401, 'api.unauthorized');
      if (!response.ok) throw new IdentityUnavailable(`identity GET user: ${response.status}`);
      return (await response.json()) as MemberProfile;
    },
    async setSubscription(userId, subscriptionId) {
      const response = await call('PUT', `${userPath(userId)}/subscription`, { subscriptionId });
      if (!response.ok) throw new IdentityUnavailable(`identity PUT subscription: ${response.status}`);
    },
  };
}

/** Identity did not answer as expected: a 502 for the browser, a retry for Stripe's webhooks. */
export class IdentityUnavailable extends AppError {
  readonly detail: string;
  constructor(detail: string) {
    super(502, 'billing.accountUnavailable', { expose: true });
    this.detail = detail;
  }
}

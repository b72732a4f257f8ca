import type { Context } from 'koa';
import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { requestLanguage } from '@ministry/kit/request-language';
import type { SessionUser } from '@ministry/kit/session';

/**
 * What the events service knows of a signed-in member. The shared session carries her id, username
 * and role (and, should identity add them, her e-mail, name and language: read first when present);
 * her e-mail address and name otherwise come from the identity service's internal API
 * (`GET /internal/users/:id` with the shared internal key), as billing reads them.
 */
export interface MemberContact {
  name: string;
  email: string;
}

type RichSessionUser = SessionUser & {
  email?: unknown;
  name?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  preferredLanguage?: unknown;
};

const TIMEOUT_MS = 3000;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function fromSession(user: RichSessionUser): MemberContact | null {
  const email = text(user.email);
  if (!email) return null;
  const name =
    text(user.name) ??
    ([text(user.firstName), text(user.lastName)].filter(Boolean).join(' ') || user.username);
  return { name, email };
}

export class IdentityUnavailable extends Error {}

/** Her contact from the session, else from identity; null when identity is not configured. */
export async function memberContact(
  user: SessionUser,
  identity: { url: string | null; internalApiKey: string },
): Promise<MemberContact | null> {
  const own = fromSession(user as RichSessionUser);
  if (own || !identity.url) return own;
  let response: Response;
  try {
    response = await fetch(`${identity.url}/internal/users/${encodeURIComponent(user.id)}`, {
      headers: { Accept: 'application/json', [INTERNAL_KEY_HEADER]: identity.internalApiKey },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new IdentityUnavailable(`identity: ${(error as Error).message}`);
  }
  // Her account is gone: the session is stale.
  if (response.status === 404) throw new AppError(401, 'api.unauthorized');
  if (!response.ok) throw new IdentityUnavailable(`identity: ${response.status}`);
  const body = (await response.json()) as { email?: unknown; name?: unknown };
  const email = text(body.email);
  if (!email) throw new IdentityUnavailable('identity: no e-mail address');
  return { email, name: text(body.name) ?? user.username };
}

/** Her language: her saved preference when the session has it, else the language of the request. */
export function memberLanguage(ctx: Context, user: SessionUser): Language {
  const preferred = (user as RichSessionUser).preferredLanguage;
  return preferred === 'en' || preferred === 'es' ? preferred : requestLanguage(ctx);
}

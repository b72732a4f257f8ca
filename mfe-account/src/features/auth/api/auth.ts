import type {
  EmailVerificationResult,
  LoginInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  RegisterInput,
  SignInUnlockResult,
} from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { apiSend } from '@ministry/platform/api';

/** Her account; `deletionCanceled` when signing in canceled the deletion she had confirmed. */
export function signIn(input: LoginInput): Promise<User & { deletionCanceled?: boolean }> {
  return apiSend<User & { deletionCanceled?: boolean }>('POST', '/api/auth/login', input);
}

/**
 * Creates the account with the mailing lists she chose; the confirmation field is the form's business
 * and is never sent.
 */
export function register(
  { username, email, password, firstName, lastName }: RegisterInput,
  lists: readonly string[] = [],
): Promise<User> {
  return apiSend<User>('POST', '/api/auth/register', {
    username,
    email,
    password,
    firstName,
    lastName,
    lists,
  });
}

/** Asks for a reset link: the service answers the same sentence (in her language) whether the address is known or not. */
export async function requestPasswordReset({ email }: PasswordResetRequestInput): Promise<string> {
  const answer = await apiSend<{ message?: string } | null>('POST', '/api/auth/password-reset', { email });
  return answer?.message ?? '';
}

/** Sets the new password with the e-mail's token; the service signs her in and answers the user. */
export function confirmPasswordReset({ token, password }: PasswordResetConfirmInput): Promise<User> {
  return apiSend<User>('POST', '/api/auth/password-reset/confirm', { token, password });
}

/** Follows a link that proves an address (its token from the fragment); signed in or not. */
export function verifyEmail(token: string): Promise<EmailVerificationResult> {
  return apiSend<EmailVerificationResult>('POST', '/api/auth/verify-email', { token });
}

/**
 * Asks for a link that lets this browser sign in while the account refuses new browsers: the service
 * answers the same sentence (in her language) whatever the name.
 */
export async function requestSignInUnlock(username: string): Promise<string> {
  const answer = await apiSend<{ message?: string } | null>('POST', '/api/auth/unlock', { username });
  return answer?.message ?? '';
}

/** Follows that link (its token from the fragment of `/login#token=…`): this browser becomes known. */
export function confirmSignInUnlock(token: string): Promise<SignInUnlockResult & { message: string }> {
  return apiSend<SignInUnlockResult & { message: string }>('POST', '/api/auth/unlock/confirm', { token });
}

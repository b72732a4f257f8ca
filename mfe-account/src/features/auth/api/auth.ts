import type { LoginInput, RegisterInput } from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { apiSend } from '@ministry/platform/api';

export function signIn(input: LoginInput): Promise<User> {
  return apiSend<User>('POST', '/api/auth/login', input);
}

/** Creates the account; the confirmation field is the form's business and is never sent. */
export function register({ username, email, password, firstName, lastName }: RegisterInput): Promise<User> {
  return apiSend<User>('POST', '/api/auth/register', { username, email, password, firstName, lastName });
}

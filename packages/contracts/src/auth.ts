import { boolean, object, ref, string, type InferType } from 'yup';
import { USER_ROLES } from './user';
import { mailingListIdsSchema } from './outreach';

/** A text field: anything but a string (an object such as { $ne: '' }, an array) fails with `key`. */
const text = (key: string) => string().typeError(key);
/** The same, trimmed. (yup's own trim() would throw on a non-string before the type check.) */
const trimmedText = (key: string) =>
  text(key).transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Usernames: 3 to 20 characters; letters, numbers, dots, dashes and underscores. */
const username = trimmedText('auth.usernameRequired')
  .required('auth.usernameRequired')
  .min(3, 'auth.usernameMin')
  .max(20, 'auth.usernameMax')
  .matches(/^[A-Za-z0-9._-]+$/, 'auth.usernameFormat');
const email = trimmedText('auth.emailInvalid')
  .required('auth.emailInvalid')
  .email('auth.emailInvalid')
  .max(254, 'auth.emailInvalid');
/** bcrypt reads at most this many bytes of a password (UTF-8: an accent takes 2, an emoji 4). */
export const PASSWORD_MAX_BYTES = 72;
const utf8Length = (value: string) => new TextEncoder().encode(value).length;
// Longer passwords are refused rather than silently cut, counted in bytes as bcrypt counts them.
const newPassword = text('auth.passwordMin')
  .required('auth.passwordMin')
  .min(8, 'auth.passwordMin')
  .test('bcrypt-bytes', 'auth.passwordMax', (value) => !value || utf8Length(value) <= PASSWORD_MAX_BYTES);
/** A form's second typing of the new password (checked in the form, never sent). */
const samePassword = string()
  .required('auth.passwordsDoNotMatch')
  .oneOf([ref('password')], 'auth.passwordsDoNotMatch');
/** Her current password, asked before a change to her account. */
/** Her current password, asked again before a change that needs proof (shared with privacy's requests). */
export const currentPassword = text('account.currentPasswordRequired')
  .required('account.currentPasswordRequired')
  .max(200, 'account.currentPasswordWrong');
const optionalName = trimmedText('api.invalidInput').max(50, 'auth.nameTooLong').default('');

/** POST /api/auth/login. Strings only: an object such as { $ne: "" } is refused, never queried. */
export const loginSchema = object({
  username: trimmedText('auth.usernameRequired')
    .required('auth.usernameRequired')
    .max(254, 'auth.invalidCredentials'),
  password: text('auth.passwordRequired')
    .required('auth.passwordRequired')
    .max(200, 'auth.invalidCredentials'),
});
export type LoginInput = InferType<typeof loginSchema>;

/** POST /api/auth/register (confirmPassword is checked in the form and never sent). */
export const registerRequestSchema = object({
  username,
  email,
  password: newPassword,
  firstName: optionalName,
  lastName: optionalName,
  /** The mailing lists she chose to join (optional; a suppressed address is not re-added). */
  lists: mailingListIdsSchema(),
});
export type RegisterInput = InferType<typeof registerRequestSchema>;

export const registerFormSchema = registerRequestSchema.shape({
  confirmPassword: samePassword,
});

/** The Profile tab's names: what PATCH /api/account/profile changes. */
const requiredName = (missing: 'account.firstNameRequired' | 'account.lastNameRequired') =>
  trimmedText(missing).required(missing).max(50, 'auth.nameTooLong');

export const profileFormSchema = object({
  firstName: requiredName('account.firstNameRequired'),
  lastName: requiredName('account.lastNameRequired'),
});
export type ProfileFormInput = InferType<typeof profileFormSchema>;

/**
 * PATCH /api/account/profile: names only. An `email` is accepted only when it is her current address
 * (older clients send it); another one is refused with 'account.emailChangeElsewhere' (the e-mail
 * changes through POST /api/account/email, with her password and a link to the new address).
 */
export const profileSchema = profileFormSchema.shape({
  email: trimmedText('auth.emailInvalid').email('auth.emailInvalid').max(254, 'auth.emailInvalid').optional(),
});
export type ProfileInput = InferType<typeof profileSchema>;

/** POST /api/account/email and the Profile tab's change form: the new address and her current password. */
export const emailChangeSchema = object({
  email,
  currentPassword,
});
export type EmailChangeInput = InferType<typeof emailChangeSchema>;

/**
 * An e-mailed link's token, trimmed (a link copied with a space around it still works): anything
 * missing, empty or too long is that link's one refusal.
 */
export const linkToken = (invalid: string) => trimmedText(invalid).required(invalid).max(200, invalid);

/** POST /api/auth/verify-email: the token from the link's fragment (`/verify-email#token=…`). */
export const emailVerificationSchema = object({
  token: linkToken('auth.verifyTokenInvalid'),
});
export type EmailVerificationInput = InferType<typeof emailVerificationSchema>;

/** What a verification link proved: her address ('verify') or a new address for her account ('change'). */
export type EmailTokenPurpose = 'verify' | 'change';

/** POST /api/auth/verify-email's answer. */
export interface EmailVerificationResult {
  purpose: EmailTokenPurpose;
}

/** Default lifetimes of the links (the identity service's settings may change them). */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** A link in an e-mail carries its token in the fragment: never sent to a server, cache or log. */
export const TOKEN_FRAGMENT = 'token';

/** The token in an address's fragment (`#token=…`), or '' when there is none. */
export function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get(TOKEN_FRAGMENT)?.trim() ?? '';
}

/**
 * POST /api/auth/unlock: a sign-in was refused (too many failures); the account named (username or
 * e-mail) is sent a link to its verified address that lets this browser sign in to it.
 */
export const signInUnlockRequestSchema = loginSchema.pick(['username']);
export type SignInUnlockRequestInput = InferType<typeof signInUnlockRequestSchema>;

/** POST /api/auth/unlock/confirm: the token from the link's fragment (`/login#token=…`). */
export const signInUnlockConfirmSchema = object({
  token: linkToken('auth.unlockTokenInvalid'),
});
export type SignInUnlockConfirmInput = InferType<typeof signInUnlockConfirmSchema>;

/** POST /api/auth/unlock/confirm's answer: the account this browser may now sign in to. */
export interface SignInUnlockResult {
  username: string;
}

/** How long a link that lets a browser sign in works. */
export const SIGN_IN_UNLOCK_TTL_MINUTES = 30;

/** POST /api/account/password (the confirmation is checked in the form). */
export const passwordChangeRequestSchema = object({
  currentPassword,
  newPassword,
});
export type PasswordChangeInput = InferType<typeof passwordChangeRequestSchema>;

export const passwordChangeFormSchema = passwordChangeRequestSchema.shape({
  confirmPassword: string()
    .required('account.confirmPasswordRequired')
    .oneOf([ref('newPassword')], 'account.passwordsDontMatch'),
});

/** POST /api/auth/password-reset: always answered 202 with 'auth.resetRequested', known address or not. */
export const passwordResetRequestSchema = object({ email });
export type PasswordResetRequestInput = InferType<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm: the token from the e-mail's link and the new password. */
export const passwordResetConfirmSchema = object({
  token: linkToken('auth.resetTokenInvalid'),
  password: newPassword,
});
export type PasswordResetConfirmInput = InferType<typeof passwordResetConfirmSchema>;

/** The /reset-password form (the confirmation is checked in the form and never sent). */
export const passwordResetFormSchema = passwordResetConfirmSchema.shape({
  confirmPassword: samePassword,
});

/** A password-reset link works this long after it was asked for. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** PUT /api/account/language: the language e-mails are written in (saved when she switches, or on Profile). */
export const languagePreferenceSchema = object({
  language: text('account.languageInvalid')
    .required('account.languageInvalid')
    .oneOf(['en', 'es'] as const, 'account.languageInvalid'),
});
export type LanguagePreferenceInput = InferType<typeof languagePreferenceSchema>;

/** PATCH /api/admin/users/:userId/role */
export const roleChangeSchema = object({
  role: text('auth.roleInvalid')
    .required('auth.roleInvalid')
    .oneOf([...USER_ROLES], 'auth.roleInvalid'),
});

/** PUT /api/admin/users/:id/finance: access to donors' records, given or taken away. */
export const financeChangeSchema = object({
  finance: boolean().strict().typeError('auth.financeInvalid').required('auth.financeInvalid'),
});

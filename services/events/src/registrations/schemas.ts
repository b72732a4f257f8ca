import { bool, mixed, object, string } from 'yup';
import { registrationInputSchema } from '@ministry/contracts/event-input';
import { SIGNUP_EMAIL_MAX, SIGNUP_NAME_MAX } from '@ministry/contracts/event-signup';

/** A visitor's sign-up: name and e-mail (the form's own schema). */
export const visitorSignupSchema = registrationInputSchema;

/**
 * A signed-in member's sign-up: nothing needed (her name and e-mail are known); a name or e-mail sent
 * is used only when her account's cannot be read.
 */
export const memberSignupSchema = object({
  name: string().trim().max(SIGNUP_NAME_MAX, 'event.signupNameTooLong').optional(),
  email: string()
    .trim()
    .email('event.signupEmailInvalid')
    .max(SIGNUP_EMAIL_MAX, 'event.signupEmailInvalid')
    .optional(),
});

export interface MemberSignupInput {
  name?: string;
  email?: string;
}

/** An event editor adds someone by hand: name, e-mail, and the language to write to her in. */
export const manualSignupSchema = registrationInputSchema.shape({
  language: mixed<'en' | 'es'>().oneOf(['en', 'es'], 'api.invalidInput').optional(),
});

export interface ManualSignupInput {
  name: string;
  email: string;
  language?: 'en' | 'es';
}

/** The token of a cancel link (body of the POST, query of the preview). */
export const cancelTokenSchema = object({
  token: string().trim().required('event.cancelLinkInvalid').max(200, 'event.cancelLinkInvalid'),
});

export const attendanceSchema = object({
  attended: bool().typeError('api.invalidInput').required('api.invalidInput'),
});

/** The token of a visitor's confirmation link (`/events/confirm#token=…`, POSTed by the page). */
export const confirmTokenSchema = object({
  token: string().trim().required('event.confirmLinkInvalid').max(200, 'event.confirmLinkInvalid'),
});

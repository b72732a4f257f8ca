import type { Language } from '../language';
import auth from './auth.json';

/** Sign-in, registration and password messages (the reset page knows its refused link by them). */
export const AUTH_MESSAGES: Readonly<Record<keyof typeof auth, Record<Language, string>>> = auth;

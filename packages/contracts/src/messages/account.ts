import type { Language } from '../language';

export const ACCOUNT_MESSAGES = {
  'account.firstNameRequired': { en: 'First name is required', es: 'El nombre es obligatorio' },
  'account.lastNameRequired': { en: 'Last name is required', es: 'El apellido es obligatorio' },
  'account.currentPasswordRequired': {
    en: 'Current password is required',
    es: 'La contraseña actual es obligatoria',
  },
  'account.confirmPasswordRequired': {
    en: 'Please confirm your new password',
    es: 'Confirme su nueva contraseña',
  },
  'account.passwordsDontMatch': { en: "Passwords don't match", es: 'Las contraseñas no coinciden' },
  'account.languageInvalid': {
    en: 'Choose English or Spanish',
    es: 'Elija inglés o español',
  },
  'account.currentPasswordWrong': {
    en: 'The current password is not correct.',
    es: 'La contraseña actual no es correcta.',
  },
} as const satisfies Record<string, Record<Language, string>>;

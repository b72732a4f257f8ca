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
  'account.passwordTooMany': {
    en: 'Too many wrong passwords. Please wait 15 minutes and try again.',
    es: 'Demasiadas contraseñas incorrectas. Espere 15 minutos e inténtelo de nuevo.',
  },
  'account.emailChangeElsewhere': {
    en: 'Your e-mail address is changed with the “Change e-mail” form on the Profile tab: it needs your password and a link sent to the new address.',
    es: 'Su correo electrónico se cambia con el formulario «Cambiar correo» de la pestaña Perfil: necesita su contraseña y un enlace enviado a la nueva dirección.',
  },
  'account.emailSame': {
    en: 'This is already the e-mail address of your account.',
    es: 'Este ya es el correo electrónico de su cuenta.',
  },
  'account.emailAlreadyVerified': {
    en: 'Your e-mail address is already verified.',
    es: 'Su correo electrónico ya está verificado.',
  },
  'account.verificationTooMany': {
    en: 'We have sent several links already. Please check your inbox (and spam folder) and try again in an hour.',
    es: 'Ya le enviamos varios enlaces. Revise su bandeja de entrada (y la carpeta de correo no deseado) e inténtelo de nuevo en una hora.',
  },
} as const satisfies Record<string, Record<Language, string>>;

import type { Language } from '../language';

export const AUTH_MESSAGES = {
  'auth.usernameRequired': { en: 'Username is required', es: 'El nombre de usuario es obligatorio' },
  'auth.passwordRequired': { en: 'Password is required', es: 'La contraseña es obligatoria' },
  'auth.usernameMin': {
    en: 'Username must be at least 3 characters',
    es: 'El nombre de usuario debe tener al menos 3 caracteres',
  },
  'auth.usernameMax': {
    en: 'Username must be less than 20 characters',
    es: 'El nombre de usuario debe tener menos de 20 caracteres',
  },
  'auth.usernameFormat': {
    en: 'Username may use letters, numbers, dots, dashes and underscores only',
    es: 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos',
  },
  'auth.emailInvalid': {
    en: 'Please enter a valid email address',
    es: 'Introduzca un correo electrónico válido',
  },
  'auth.passwordMin': {
    en: 'Password must be at least 8 characters',
    es: 'La contraseña debe tener al menos 8 caracteres',
  },
  'auth.passwordMax': {
    en: 'Password is too long: at most 72 characters (fewer with accents or emoji)',
    es: 'La contraseña es demasiado larga: como máximo 72 caracteres (menos con acentos o emojis)',
  },
  'auth.passwordsDoNotMatch': { en: 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  'auth.resetRequested': {
    en: 'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for 60 minutes.',
    es: 'Si alguna cuenta usa este correo electrónico, le enviamos un enlace para elegir una nueva contraseña. El enlace funciona durante 60 minutos.',
  },
  'auth.resetTokenInvalid': {
    en: 'This link to reset your password is no longer valid: it was already used, it expired, or it is incomplete. Ask for a new one.',
    es: 'Este enlace para restablecer su contraseña ya no es válido: ya se usó, caducó o está incompleto. Pida uno nuevo.',
  },
  'auth.resetTooMany': {
    en: 'Too many password reset requests. Please wait 15 minutes and try again.',
    es: 'Demasiadas solicitudes para restablecer la contraseña. Espere 15 minutos e inténtelo de nuevo.',
  },
  'auth.verifyTokenInvalid': {
    en: 'This link to confirm an e-mail address is no longer valid: it was already used, it expired, or it is incomplete.',
    es: 'Este enlace para confirmar un correo electrónico ya no es válido: ya se usó, caducó o está incompleto.',
  },
  'auth.nameTooLong': {
    en: 'Names must be at most 50 characters',
    es: 'Los nombres deben tener como máximo 50 caracteres',
  },
  'auth.passwordChangeRequired': {
    en: 'Please choose a new password first (My Account → Security).',
    es: 'Primero elija una contraseña nueva (Mi cuenta → Seguridad).',
  },
  'auth.logoutTitle': { en: 'Sign out?', es: '¿Cerrar sesión?' },
  'auth.logoutQuestion': {
    en: 'Do you want to sign out of Women of Purpose Ministry on this browser?',
    es: '¿Desea cerrar sesión en Ministerio Mujeres con Propósito en este navegador?',
  },
  'auth.logoutButton': { en: 'Logout', es: 'Cerrar sesión' },
  'auth.logoutCancel': { en: 'Back to Home', es: 'Volver al inicio' },
  'auth.invalidCredentials': { en: 'Invalid username or password', es: 'Usuario o contraseña incorrectos' },
  'auth.tooManyAttempts': {
    en: 'Too many failed attempts. Please wait 15 minutes and try again.',
    es: 'Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.',
  },
  'auth.usernameTaken': { en: 'Username already exists', es: 'El nombre de usuario ya existe' },
  'auth.emailTaken': { en: 'Email already registered', es: 'El correo electrónico ya está registrado' },
  'auth.usernameReserved': {
    en: 'This username is reserved. Please choose another.',
    es: 'Este nombre de usuario está reservado. Elija otro.',
  },
  'auth.roleInvalid': {
    en: 'Role must be member, admin or event_editor',
    es: 'El rol debe ser member, admin o event_editor',
  },
  'auth.lastAdmin': {
    en: 'The last admin cannot stop being an admin.',
    es: 'El último administrador no puede dejar de serlo.',
  },
} as const satisfies Record<string, Record<Language, string>>;

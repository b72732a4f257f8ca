import type { DataExportFile } from '@ministry/contracts/data-export';
import type { Language } from '@ministry/contracts/language';

const TEXT = {
  en: {
    title: (date: string) => `Your data at Women of Purpose Ministry, gathered on ${date}.`,
    profile: (name: string, email: string) => `Account: ${name} (${email}).`,
    visitor: (email: string) => `No account: the records kept under ${email}.`,
    consents: (n: number) => `E-mail lists you are subscribed to: ${n}.`,
    history: (n: number) => `Changes to your e-mail choices on record: ${n}.`,
    orders: (n: number) => `Orders: ${n}.`,
    gifts: (n: number) => `Gifts (with receipt numbers): ${n}.`,
    subscription: (plan: string | null) => (plan ? `Plan: ${plan}.` : 'Plan: none.'),
    registrations: (n: number) => `Event registrations: ${n}.`,
    appointments: (n: number) => `Appointments: ${n} (counselors' notes are not part of this file).`,
    packages: (n: number) => `Packages of counseling sessions: ${n}.`,
    messages: (n: number) => `Messages you sent us: ${n}.`,
    purchases: (n: number) => `Resources you bought: ${n}.`,
    mail: (n: number) => `E-mails we sent you: ${n} (subjects and dates).`,
  },
  es: {
    title: (date: string) => `Sus datos en el Ministerio Mujeres con Propósito, reunidos el ${date}.`,
    profile: (name: string, email: string) => `Cuenta: ${name} (${email}).`,
    visitor: (email: string) => `Sin cuenta: los registros guardados con ${email}.`,
    consents: (n: number) => `Listas de correo a las que está suscrita: ${n}.`,
    history: (n: number) => `Cambios registrados en sus preferencias de correo: ${n}.`,
    orders: (n: number) => `Pedidos: ${n}.`,
    gifts: (n: number) => `Donaciones (con números de recibo): ${n}.`,
    subscription: (plan: string | null) => (plan ? `Plan: ${plan}.` : 'Plan: ninguno.'),
    registrations: (n: number) => `Inscripciones a eventos: ${n}.`,
    appointments: (n: number) => `Citas: ${n} (las notas de las consejeras no forman parte de este archivo).`,
    packages: (n: number) => `Paquetes de sesiones de consejería: ${n}.`,
    messages: (n: number) => `Mensajes que nos envió: ${n}.`,
    purchases: (n: number) => `Recursos que compró: ${n}.`,
    mail: (n: number) => `Correos que le enviamos: ${n} (asuntos y fechas).`,
  },
} satisfies Record<Language, unknown>;

/** The file's readable lines, in her language. */
export function exportSummary(file: Omit<DataExportFile, 'summary'>, email: string): string[] {
  const text = TEXT[file.language];
  const date = new Date(file.generatedAt).toLocaleDateString(file.language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  });
  const name = file.profile
    ? [file.profile.firstName, file.profile.lastName].filter(Boolean).join(' ') || file.profile.username
    : '';
  return [
    text.title(date),
    file.profile ? text.profile(name, file.profile.email) : text.visitor(email),
    text.consents(file.consents.current.filter((consent) => consent.subscribed).length),
    text.history(file.consents.history.length),
    text.orders(file.orders.length),
    text.gifts(file.gifts.length),
    text.subscription(file.subscription?.planId ?? null),
    text.registrations(file.registrations.length),
    text.appointments(file.appointments.length),
    text.packages(file.packages.length),
    text.messages(file.messages.length),
    text.purchases(file.resourcePurchases.length),
    text.mail(file.mail.length),
  ];
}

import { object, string, mixed, type InferType } from 'yup';
import { currentPassword, linkToken } from './auth';
import { LANGUAGES, type Language } from './language';

/**
 * "Download my data" (issue 44): identity gathers her file; every other service answers its own
 * records of her at `peopleExportPath` (internal, identity only). Nothing in a file names another
 * person's e-mail address: each service exports only what is hers, by her account or her address.
 */
/** Each service's own path (`/internal/shop/people/export`): one row each in the authorisation matrix. */
export const peopleExportPath = (service: ExportingService) => `/internal/${service}/people/export`;

/** How long an e-mailed download link works (single use). */
export const DATA_EXPORT_TTL_HOURS = 24;

/** The services that answer `peopleExportPath`. */
export const EXPORTING_SERVICES = ['shop', 'billing', 'events', 'care', 'content'] as const;
export type ExportingService = (typeof EXPORTING_SERVICES)[number];

const text = (key: string) => string().typeError(key);
const email = text('auth.emailInvalid')
  .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
  .required('auth.emailInvalid')
  .email('auth.emailInvalid')
  .max(254, 'auth.emailInvalid');

/** The body identity sends each service: her account (null for a visitor) and her proven address. */
export const peopleExportRequestSchema = object({
  userId: text('api.invalidInput').max(100, 'api.invalidInput').nullable().defined('api.invalidInput'),
  email,
});
export type PeopleExportRequest = InferType<typeof peopleExportRequestSchema>;

/** POST /api/account/data-export: her current password, asked again. */
export const dataExportRequestSchema = object({
  password: currentPassword,
});
export type DataExportRequestInput = InferType<typeof dataExportRequestSchema>;

/** POST /api/privacy/data-export: a visitor's address and the language of her e-mail and file. */
export const visitorDataExportSchema = object({
  email,
  language: mixed<Language>()
    .oneOf([...LANGUAGES], 'api.invalidInput')
    .default('en'),
});
export type VisitorDataExportInput = InferType<typeof visitorDataExportSchema>;

/** POST /api/privacy/data-export/download: the link's token (from /my-data#token=…). */
export const dataExportDownloadSchema = object({
  token: linkToken('privacy.exportLinkInvalid'),
});
export type DataExportDownloadInput = InferType<typeof dataExportDownloadSchema>;

/** A message a service sent to her: subject and date only. */
export interface ExportedMail {
  subject: string;
  sentAt: string;
}

export interface ExportedOrder {
  number: string;
  date: string;
  lines: { name: string; quantity: number }[];
  totalCents: number;
  refundedCents: number;
  status: string;
}

export interface ExportedGift {
  date: string;
  fund: string;
  amountCents: number;
  frequency: string;
  status: string;
  receiptNumber: string;
}

export interface ExportedSubscription {
  planId: string;
  status: string;
  currentPeriodEnd: string | null;
}

export interface ExportedRegistration {
  event: string;
  date: string;
  /** The name the place was taken under. */
  name: string;
  status: string;
  signedUpAt: string;
}

/** Never a counselor's notes or any confidential text. */
export interface ExportedAppointment {
  type: string;
  startsAt: string;
  counselor: string;
  mode: string;
  status: string;
}

/** A package of counseling sessions she bought. */
export interface ExportedPackage {
  type: string;
  credits: number;
  used: number;
  purchasedAt: string;
  validUntil: string;
  status: string;
}

export interface ExportedMessage {
  date: string;
  subject: string;
  message: string;
}

export interface ExportedResourcePurchase {
  resource: string;
  orderNumber: string;
  date: string;
}

/** What each service answers about her. */
export interface PeopleExportRecords {
  shop: { orders: ExportedOrder[]; mail: ExportedMail[] };
  billing: { gifts: ExportedGift[]; subscription: ExportedSubscription | null; mail: ExportedMail[] };
  events: { registrations: ExportedRegistration[]; mail: ExportedMail[] };
  care: { appointments: ExportedAppointment[]; packages: ExportedPackage[]; mail: ExportedMail[] };
  content: {
    messages: ExportedMessage[];
    resourcePurchases: ExportedResourcePurchase[];
    mail: ExportedMail[];
  };
}

export interface PeopleExportAnswer<S extends ExportingService = ExportingService> {
  service: S;
  records: PeopleExportRecords[S];
}

export interface ExportedProfile {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  preferredLanguage: Language;
  emailVerified: boolean;
  createdAt: string | null;
}

export interface ExportedConsent {
  list: string;
  subscribed: boolean;
  updatedAt: string;
}

export interface ExportedConsentRecord {
  list: string;
  action: string;
  via: string;
  at: string;
}

/** The downloaded file (`my-data-<date>.json`). */
export interface DataExportFile {
  generatedAt: string;
  language: Language;
  /** Readable lines in her language. */
  summary: string[];
  /** Null for a visitor (no account). */
  profile: ExportedProfile | null;
  consents: { current: ExportedConsent[]; history: ExportedConsentRecord[] };
  orders: ExportedOrder[];
  gifts: ExportedGift[];
  subscription: ExportedSubscription | null;
  registrations: ExportedRegistration[];
  appointments: ExportedAppointment[];
  packages: ExportedPackage[];
  messages: ExportedMessage[];
  resourcePurchases: ExportedResourcePurchase[];
  /** Mail the site sent her (every service's), subjects and dates only. */
  mail: (ExportedMail & { from: 'identity' | ExportingService })[];
}

import mongoose, { type Connection } from 'mongoose';
import {
  DATA_EXPORT_TTL_HOURS,
  type DataExportFile,
  type ExportedMail,
  type ExportingService,
} from '@ministry/contracts/data-export';
import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail, type MailKey, type MailRecipient } from '@ministry/kit/outbox';
import { sentMailTo } from '@ministry/kit/people-export-mail';
import { dataExportMail } from '@ministry/mail/templates/data-export';
import type { IdentityContext } from '../context';
import { hashEmailToken } from '../emailed-token';
import { addressKey, outreachModels } from '../outreach/model';
import { greetingName, mailLanguage, mailRecipient } from '../users/mail';
import type { UserDocument } from '../users/model';
import { findUser } from '../users/service';
import { exportLinks, type StoredExportLink } from './model';
import { peopleExportClient, PeopleExportUnavailableError } from './people-export-client';
import { exportSummary } from './summary';

/**
 * "Download my data" (issue 44): a link e-mailed to her address (24 hours, single use), then the
 * file gathered from identity's own records and every service's `POST /internal/<service>/people/export`.
 * A service that does not answer fails the whole download (503): never a partial file.
 */
export const EXPORT_TTL_MS = DATA_EXPORT_TTL_HOURS * 60 * 60 * 1000;
const exportMailKey = (tokenHash: string): MailKey => `data-export:${tokenHash.slice(0, 16)}`;

type ExportContext = Pick<IdentityContext, 'config' | 'data' | 'now' | 'cleanups'>;

async function sendLink(
  context: ExportContext,
  link: Omit<StoredExportLink, '_id' | 'createdAt' | 'expiresAt'>,
  name: string | null,
  recipient: MailRecipient,
) {
  const at = context.now();
  const { token, tokenHash } = await exportLinks.issue(context.data, link, at, EXPORT_TTL_MS);
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const mail = dataExportMail(
    { language: link.language, ministry },
    { name, siteUrl: context.config.siteUrl, token },
  );
  await enqueueMail(context.data, exportMailKey(tokenHash), {
    to: link.email,
    recipient,
    ...mail,
    secret: true,
  });
  exportLinks.cleanupSoon(context, at);
}

/** A member asked (her password checked): the link goes to her account's address. */
export async function requestMemberExport(context: ExportContext, user: UserDocument): Promise<void> {
  await sendLink(
    context,
    { userId: user._id as mongoose.Types.ObjectId, email: user.email, language: mailLanguage(user) },
    greetingName(user),
    mailRecipient(user),
  );
}

/**
 * A visitor asked for the records kept under an address: the link always goes to it (whether anyone
 * holds anything under it is never told; a file for an address nobody knows is simply empty). It
 * proves the address only, so it opens no account's profile.
 */
export async function requestVisitorExport(context: ExportContext, email: string, language: Language) {
  await sendLink(context, { userId: null, email: email.trim(), language }, null, {
    visitor: language,
  });
}

/** Her consents and their history, read through the outreach models (by account or address). */
async function consentsOf(connection: Connection, userId: string | null, email: string) {
  const { consents, records } = outreachModels(connection);
  const whose: object[] = [{ addressKey: addressKey(email) }];
  if (userId) whose.push({ userId });
  const filter = mongoose.trusted({ $or: whose });
  const [current, history] = await Promise.all([
    consents.find(filter).sort({ listId: 1 }).lean(),
    records.find(filter).sort({ at: -1 }).lean(),
  ]);
  return {
    current: current.map((c) => ({
      list: c.listId,
      subscribed: c.subscribed,
      updatedAt: c.updatedAt.toISOString(),
    })),
    history: history.map((r) => ({ list: r.listId, action: r.action, via: r.via, at: r.at.toISOString() })),
  };
}

const tagged = (from: 'identity' | ExportingService, mail: ExportedMail[]) =>
  mail.map((message) => ({ ...message, from }));

/**
 * POST /api/privacy/data-export/download: the file, or 400 for a used, expired or unknown link, or
 * 503 when a service did not answer (the link stays usable then). Everything is gathered before the
 * link is claimed, so of two concurrent uses exactly one gets the file.
 */
export async function downloadExport(context: ExportContext, token: string): Promise<DataExportFile> {
  const at = context.now();
  const { records } = exportLinks.models(context.data);
  const tokenHash = hashEmailToken(token);
  const link = await records.findById(tokenHash).lean<StoredExportLink>();
  const invalid = new AppError(400, 'privacy.exportLinkInvalid');
  if (!link || link.expiresAt.getTime() <= at) throw invalid;
  const user = link.userId ? await findUser(String(link.userId)) : null;
  if (link.userId && !user) throw invalid;
  const userId = user ? String(user._id) : null;
  const urls = context.config.exportUrls;
  if (!urls) throw new AppError(503, 'privacy.exportUnavailable', { expose: true });
  const client = peopleExportClient({ urls, internalApiKey: context.config.internalApiKey });
  let services: Awaited<ReturnType<typeof client.exportAll>>;
  try {
    services = await client.exportAll({ userId, email: link.email });
  } catch (error) {
    if (error instanceof PeopleExportUnavailableError)
      throw new AppError(503, 'privacy.exportUnavailable', { expose: true });
    throw error;
  }
  const [consents, identityMail] = await Promise.all([
    consentsOf(context.data, userId, link.email),
    sentMailTo(context.data, link.email),
  ]);
  await exportLinks.claim(context.data, tokenHash, link.expiresAt);
  const file: Omit<DataExportFile, 'summary'> = {
    generatedAt: new Date(at).toISOString(),
    language: link.language,
    profile: user
      ? {
          username: user.username,
          email: user.email,
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          role: user.role,
          preferredLanguage: mailLanguage(user),
          emailVerified: Boolean(user.emailVerified),
          createdAt: (user.get('createdAt') as Date | undefined)?.toISOString() ?? null,
        }
      : null,
    consents,
    orders: services.shop.orders,
    gifts: services.billing.gifts,
    subscription: services.billing.subscription,
    registrations: services.events.registrations,
    appointments: services.care.appointments,
    packages: services.care.packages,
    messages: services.content.messages,
    resourcePurchases: services.content.resourcePurchases,
    mail: [
      ...tagged('identity', identityMail),
      ...(['shop', 'billing', 'events', 'care', 'content'] as const).flatMap((name) =>
        tagged(name, services[name].mail),
      ),
    ].sort((a, b) => b.sentAt.localeCompare(a.sentAt)),
  };
  return { ...file, summary: exportSummary(file, link.email) };
}

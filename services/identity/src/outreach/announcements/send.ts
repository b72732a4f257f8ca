import mongoose from 'mongoose';
import type { Language } from '@ministry/contracts/language';
import type { MinistryContent } from '@ministry/contracts/site-content';
import type { AnnouncementPreview } from '@ministry/contracts/outreach';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail, type MailHeaders } from '@ministry/kit/outbox';
import { announcementMail } from '@ministry/mail/templates/announcement';
import type { BackgroundJob } from '@ministry/kit/server';
import type { IdentityContext } from '../../context';
import { audienceOf, type AudienceMember } from '../audience';
import { addressKey, outreachModels, unsubscribeToken, type StoredMailingList } from '../model';
import { announcementModels, sendClaimId, type StoredAnnouncement } from './model';

type SendContext = Pick<IdentityContext, 'config' | 'data' | 'now'>;
type Texts = Pick<StoredAnnouncement, 'subject' | 'body' | 'subjectEs' | 'bodyEs'>;

/** Rows of `announcement_recipients` older than this are deleted by the retention job. */
export const RECIPIENT_RETENTION_DAYS = 90;
/** How long an expansion may go without renewing its lease before another instance takes it over. */
export const EXPANSION_LEASE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** The texts a recipient in `language` gets: Spanish when written, else the English (a fallback). */
export function textsFor(announcement: Texts, language: Language) {
  const fallback = language === 'es' && !(announcement.subjectEs && announcement.bodyEs);
  const spanish = language === 'es' && !fallback;
  return {
    language: spanish ? ('es' as const) : ('en' as const),
    subject: spanish ? announcement.subjectEs : announcement.subject,
    body: spanish ? announcement.bodyEs : announcement.body,
    fallback,
  };
}

const siteHost = (siteUrl: string) => new URL(siteUrl).hostname;

function render(
  context: SendContext,
  ministry: MinistryContent,
  announcement: Texts,
  member: { email: string; language: Language; listId: string; userId: string | null },
  list: StoredMailingList | undefined,
) {
  const texts = textsFor(announcement, member.language);
  const token = unsubscribeToken(context.config.sessionKeys, member.listId, member.email);
  const listName = texts.language === 'es' ? (list?.nameEs ?? member.listId) : (list?.name ?? member.listId);
  const mail = announcementMail(
    { language: texts.language, ministry },
    {
      subject: texts.subject,
      body: texts.body,
      listName,
      siteUrl: context.config.siteUrl,
      unsubscribeToken: token,
      member: member.userId !== null,
    },
  );
  // RFC 2369 and RFC 8058: the one-click link, and a mailto for clients that only write; staff process
  // what arrives there (Mailing lists → "Unsubscribe a person" reads the token in its subject).
  const mailbox = context.config.unsubscribeAddress ?? context.config.mail.notifyEmail;
  const headers: MailHeaders = {
    'List-Unsubscribe': `<${context.config.siteUrl}/api/unsubscribe/${token}>, <mailto:${mailbox}?subject=unsubscribe%20${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `<${member.listId}.${siteHost(context.config.siteUrl)}>`,
  };
  return { mail, headers, fallback: texts.fallback };
}

async function listsById(context: SendContext, ids: string[]) {
  const found = await outreachModels(context.data)
    .lists.find({ _id: mongoose.trusted({ $in: ids }) })
    .lean<StoredMailingList[]>();
  return new Map(found.map((list) => [list._id, list]));
}

/** Both languages rendered (with the first list's name) and who would get it now. */
export async function previewAnnouncement(
  context: SendContext,
  announcement: Texts & { lists: string[] },
): Promise<AnnouncementPreview> {
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const lists = await listsById(context, announcement.lists);
  const listId = announcement.lists[0] ?? 'news';
  const sample = (language: Language) => {
    const { mail } = render(
      context,
      ministry,
      announcement,
      { email: 'preview@example.org', language, listId, userId: 'preview' },
      lists.get(listId),
    );
    return { subject: mail.subject, html: mail.html, text: mail.text };
  };
  const audience = await audienceOf(context, announcement.lists);
  const spanish = audience.filter((member) => member.language === 'es').length;
  const fallback = textsFor(announcement, 'es').fallback ? spanish : 0;
  return {
    en: sample('en'),
    es: sample('es'),
    audience: { total: audience.length, english: audience.length - spanish, spanish, fallback },
  };
}

/** The staff member's own copy in both languages; `n` makes each test send's keys unique. */
export async function sendTestAnnouncement(
  context: SendContext,
  id: string,
  announcement: Texts & { lists: string[] },
  email: string,
  n: number,
): Promise<void> {
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const lists = await listsById(context, announcement.lists);
  const listId = announcement.lists[0] ?? 'news';
  for (const language of ['en', 'es'] as const) {
    const { mail, headers } = render(
      context,
      ministry,
      announcement,
      { email, language, listId, userId: 'staff' },
      lists.get(listId),
    );
    await enqueueMail(context.data, `announcement:test:${id}:${language}:${n}`, {
      to: email,
      recipient: { visitor: mail.language },
      ...mail,
      headers,
    });
  }
}

/**
 * Puts one message per recipient in the outbox (keys `announcement:<id>:<address key>`, so running it
 * again, after a crash or by a second instance, doubles nothing) and one row per recipient, then marks
 * the announcement sent with how many were queued.
 */
export async function expandAnnouncement(context: SendContext, id: string): Promise<number> {
  const { announcements, claims, recipients } = announcementModels(context.data);
  const announcement = await announcements.findById(id).lean();
  if (!announcement || announcement.state === 'sent' || announcement.state === 'draft') return 0;
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const lists = await listsById(context, announcement.lists);
  const audience: AudienceMember[] = await audienceOf(context, announcement.lists);
  let renewedAt = context.now();
  for (const member of audience) {
    const key = addressKey(member.email);
    const { mail, headers, fallback } = render(
      context,
      ministry,
      announcement,
      member,
      lists.get(member.listId),
    );
    await enqueueMail(context.data, `announcement:${id}:${key}`, {
      to: member.email,
      // A Spanish speaker getting the English text (no Spanish one) is written to in English.
      recipient: { visitor: mail.language },
      ...mail,
      headers,
    });
    try {
      await recipients.create({
        _id: `${id}:${key}`,
        announcementId: id,
        addressKey: key,
        language: member.language,
        fallback,
        queuedAt: new Date(context.now()),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    if (context.now() - renewedAt > EXPANSION_LEASE_MS / 5) {
      renewedAt = context.now();
      await claims.updateOne(
        { _id: sendClaimId(id) },
        { leaseUntil: new Date(renewedAt + EXPANSION_LEASE_MS) },
      );
    }
  }
  const queued = await recipients.countDocuments({ announcementId: id });
  await announcements.updateOne(
    { _id: id },
    { $set: { state: 'sent', queued, sentAt: new Date(context.now()), updatedAt: new Date(context.now()) } },
  );
  return queued;
}

/**
 * Claims an announcement for this instance: the unique insert of `announcement-send:<id>`, or a
 * claim whose lease ran out (its instance died mid-way; the expansion is idempotent, so two taking
 * it over at once double nothing).
 */
async function claim(context: SendContext, id: string): Promise<boolean> {
  const { claims } = announcementModels(context.data);
  const at = context.now();
  try {
    await claims.create({ _id: sendClaimId(id), leaseUntil: new Date(at + EXPANSION_LEASE_MS) });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const held = await claims.findById(sendClaimId(id)).lean();
  if (!held || held.leaseUntil.getTime() >= at) return false;
  await claims.updateOne({ _id: sendClaimId(id) }, { leaseUntil: new Date(at + EXPANSION_LEASE_MS) });
  return true;
}

/** One pass of the job: every announcement due (scheduled and its time come, or left mid-way) is expanded. */
export async function sendDueAnnouncements(context: SendContext): Promise<number> {
  const { announcements } = announcementModels(context.data);
  const at = new Date(context.now());
  const due = await announcements
    .find({
      $or: [{ state: 'scheduled', scheduledAt: mongoose.trusted({ $lte: at }) }, { state: 'sending' }],
    })
    .select({ _id: 1 })
    .lean();
  let expanded = 0;
  for (const { _id } of due) {
    const id = String(_id);
    if (!(await claim(context, id))) continue;
    // Unscheduled between the read and the claim: left as it is now.
    const current = await announcements.findById(id).lean();
    if (!current || (current.state !== 'scheduled' && current.state !== 'sending')) continue;
    await announcements.updateOne({ _id: id }, { $set: { state: 'sending' } });
    await expandAnnouncement(context, id);
    expanded += 1;
  }
  return expanded;
}

/** Deletes the per-recipient rows older than RECIPIENT_RETENTION_DAYS; answers how many. */
export async function pruneAnnouncementRecipients(
  context: Pick<SendContext, 'data' | 'now'>,
): Promise<number> {
  const before = new Date(context.now() - RECIPIENT_RETENTION_DAYS * DAY_MS);
  const { deletedCount } = await announcementModels(context.data).recipients.deleteMany({
    queuedAt: mongoose.trusted({ $lt: before }),
  });
  return deletedCount;
}

/** The jobs identity's server runs: due announcements every minute, the retention once an hour. */
export const announcementJobs = (context: SendContext): BackgroundJob[] => [
  { name: 'announcement-send', everyMs: 60_000, run: () => sendDueAnnouncements(context), atStart: true },
  {
    name: 'announcement-recipients-retention',
    everyMs: 3_600_000,
    run: () => pruneAnnouncementRecipients(context),
  },
];

import mongoose from 'mongoose';
import type { Announcement, AnnouncementInput, ArchivedAnnouncement } from '@ministry/contracts/outreach';
import { AppError } from '@ministry/kit/errors';
import type { IdentityContext } from '../../context';
import { outreachModels } from '../model';
import { announcementModels, sendClaimId, type StoredAnnouncement } from './model';

type DataContext = Pick<IdentityContext, 'data' | 'now'>;
type Stored = StoredAnnouncement & { _id: unknown };

export const toAnnouncement = (stored: Stored): Announcement => ({
  id: String(stored._id),
  subject: stored.subject,
  body: stored.body,
  subjectEs: stored.subjectEs,
  bodyEs: stored.bodyEs,
  lists: stored.lists,
  public: stored.public,
  state: stored.state,
  scheduledAt: stored.scheduledAt?.toISOString() ?? null,
  sentAt: stored.sentAt?.toISOString() ?? null,
  queued: stored.queued,
  createdAt: stored.createdAt.toISOString(),
  updatedAt: stored.updatedAt.toISOString(),
});

export const toArchived = (stored: Stored): ArchivedAnnouncement => ({
  id: String(stored._id),
  subject: stored.subject,
  body: stored.body,
  subjectEs: stored.subjectEs,
  bodyEs: stored.bodyEs,
  sentAt: stored.sentAt?.toISOString() ?? '',
});

/** An announcement by id, or 404. */
export async function findAnnouncement(context: DataContext, id: string): Promise<Stored> {
  const found = mongoose.isValidObjectId(id)
    ? await announcementModels(context.data).announcements.findById(id).lean()
    : null;
  if (!found) throw new AppError(404, 'outreach.announcementNotFound');
  return found;
}

async function checkLists(context: DataContext, lists: string[]) {
  const known = await outreachModels(context.data).lists.countDocuments({
    _id: mongoose.trusted({ $in: lists }),
  });
  if (known !== new Set(lists).size) throw new AppError(400, 'outreach.listUnknown');
}

export async function createAnnouncement(context: DataContext, input: AnnouncementInput): Promise<Stored> {
  await checkLists(context, input.lists);
  const at = new Date(context.now());
  const created = await announcementModels(context.data).announcements.create({
    ...input,
    state: 'draft',
    scheduledAt: null,
    sentAt: null,
    queued: 0,
    createdAt: at,
    updatedAt: at,
  });
  return created.toObject();
}

/** Only a draft is edited (a scheduled one is unscheduled first). */
export async function updateAnnouncement(
  context: DataContext,
  id: string,
  input: AnnouncementInput,
): Promise<Stored> {
  const current = await findAnnouncement(context, id);
  if (current.state !== 'draft') throw new AppError(409, 'outreach.notEditable');
  await checkLists(context, input.lists);
  await announcementModels(context.data).announcements.updateOne(
    { _id: id },
    { $set: { ...input, updatedAt: new Date(context.now()) } },
  );
  return findAnnouncement(context, id);
}

/** A draft is scheduled now (`at` empty) or later. */
export async function scheduleAnnouncement(context: DataContext, id: string, at: string): Promise<Stored> {
  const current = await findAnnouncement(context, id);
  if (current.state !== 'draft') throw new AppError(409, 'outreach.notEditable');
  const when = at ? new Date(at) : new Date(context.now());
  await announcementModels(context.data).announcements.updateOne(
    { _id: id },
    { $set: { state: 'scheduled', scheduledAt: when, updatedAt: new Date(context.now()) } },
  );
  return findAnnouncement(context, id);
}

/** Back to a draft, only while no instance has started sending it (its claim not taken). */
export async function unscheduleAnnouncement(context: DataContext, id: string): Promise<Stored> {
  const current = await findAnnouncement(context, id);
  const { announcements, claims } = announcementModels(context.data);
  if (current.state !== 'scheduled' || (await claims.exists({ _id: sendClaimId(id) })))
    throw new AppError(409, 'outreach.notEditable');
  await announcements.updateOne(
    { _id: id },
    { $set: { state: 'draft', scheduledAt: null, updatedAt: new Date(context.now()) } },
  );
  return findAnnouncement(context, id);
}

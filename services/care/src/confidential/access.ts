import { AppError } from '@ministry/kit/errors';
import type { SessionUser } from '@ministry/kit/session';
import { isCounselorUser, type UserRole } from '@ministry/contracts/user';
import type { CareContext } from '../context';
import { CounselorModel } from '../counselors/model';
import { openText, textLabel, type SealedText } from '../text-crypto';
import { TextReadModel } from './model';

/** One confidential text and who may read it. */
export interface ConfidentialText {
  record: 'appointment' | 'sliding-scale' | 'mentoring' | 'request';
  recordId: string;
  field: string;
  sealed: SealedText | null | undefined;
  /** The member whose text it is (she reads it), or null (a contact request). */
  ownerUserId: string | null;
  /** The counselor assigned to it (she reads it), or null. */
  counselorId: string | null;
  /** Only the counselor reads it (her notes). */
  counselorOnly?: boolean;
  deletedAt?: Date | null;
}

/** The counselor profile of a signed-in counselor, or null. */
export async function counselorOf(user: SessionUser) {
  if (!isCounselorUser({ role: user.role as UserRole })) return null;
  return CounselorModel.findOne({ userId: user.id }).lean();
}

/**
 * Opens a confidential text for its member or her assigned counselor, and records the read (who,
 * when, which) before answering. Anyone else, admins included, gets 403: staff see who, when and what
 * type, never the text.
 */
export async function readConfidential(
  context: CareContext,
  user: SessionUser,
  text: ConfidentialText,
): Promise<{ text: string | null; deletedAt: string | null }> {
  let role: 'member' | 'counselor' | null = null;
  if (!text.counselorOnly && text.ownerUserId && user.id === text.ownerUserId) role = 'member';
  else if (text.counselorId) {
    const counselor = await counselorOf(user);
    if (counselor && String(counselor._id) === text.counselorId) role = 'counselor';
  }
  if (!role) throw new AppError(403, 'care.textForbidden');
  await TextReadModel.create({
    readerId: user.id,
    readerRole: role,
    record: text.record,
    recordId: text.recordId,
    field: text.field,
    subjectUserId: text.ownerUserId,
    at: context.now(),
  });
  if (!text.sealed) return { text: null, deletedAt: text.deletedAt ? text.deletedAt.toISOString() : null };
  return {
    text: openText(context.keyring, text.sealed, textLabel(text.record, text.recordId, text.field)),
    deletedAt: null,
  };
}

/** A member's record holding confidential texts: her, its counselor, when its texts were deleted. */
export interface TextRecord {
  _id: unknown;
  /** Null: a visitor's booking (no account reads it but her counselor). */
  userId?: string | null;
  counselorId?: string | null;
  textsDeletedAt?: Date | null;
}

/** Reads the text in `field` of a member's record (see readConfidential). */
export function readRecordText<F extends string>(
  context: CareContext,
  user: SessionUser,
  record: ConfidentialText['record'],
  field: F,
  doc: TextRecord & { [K in F]?: SealedText | null },
  counselorOnly?: boolean,
) {
  return readConfidential(context, user, {
    record,
    recordId: String(doc._id),
    field,
    sealed: doc[field],
    ownerUserId: doc.userId ?? null,
    counselorId: doc.counselorId ?? null,
    counselorOnly,
    deletedAt: doc.textsDeletedAt,
  });
}

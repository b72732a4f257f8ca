import { createHash, randomBytes } from 'node:crypto';
import mongoose, { isValidObjectId } from 'mongoose';
import { GIVING_CLAIM_TTL_HOURS, type Gift, type GivingClaimCount } from '@ministry/contracts/giving';
import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { enqueueMail } from '@ministry/kit/outbox';
import { giftClaimMail } from '@ministry/mail/templates/gift-claim';
import type { GivingDeps } from './context';
import { newYorkYear, newYorkYearRange } from './dates';
import { ClaimTokenModel, ClaimUseModel, GiftModel, type GiftDocument } from './model';
import { receiptPdf, statementPdf } from './pdf';
import { toGift } from './present';

const CLAIM_TTL_MS = GIVING_CLAIM_TTL_HOURS * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const RECEIVED = { status: mongoose.trusted({ $ne: 'failed' as const }) };

/** A claim link's token for a member's current e-mail, stored hashed (the e-mail and tests use the raw one). */
export async function issueClaimToken(userId: string, email: string, at = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ClaimTokenModel.create({
    _id: hashToken(token),
    userId,
    emailKey: email.toLowerCase(),
    expiresAt: new Date(at + CLAIM_TTL_MS),
  });
  return token;
}

/** What a signed-in member sees of her giving: gifts, receipts, statements, and earlier gifts to claim. */
export function memberGiving(deps: GivingDeps) {
  const now = deps.now ?? Date.now;
  const member = (userId: string) => deps.identity.getMember(userId);
  const languageOf = async (userId: string, asked?: string): Promise<Language> => {
    if (asked === 'en' || asked === 'es') return asked;
    return (await member(userId)).preferredLanguage === 'es' ? 'es' : 'en';
  };
  const unclaimed = (email: string) => ({ donorEmailKey: email.toLowerCase(), userId: null });

  return {
    async gifts(userId: string): Promise<Gift[]> {
      const docs = await GiftModel.find({ userId }).sort({ paidAt: -1 }).lean<GiftDocument[]>();
      return docs.map(toGift);
    },

    /** One of her gifts' receipt as a PDF; 404 for anyone else's (or a failed charge). */
    async receipt(
      userId: string,
      id: string,
      asked?: string,
    ): Promise<{ pdf: Buffer; receiptNumber: string }> {
      const gift = isValidObjectId(id)
        ? await GiftModel.findOne({ _id: id, userId, ...RECEIVED }).lean<GiftDocument>()
        : null;
      if (!gift) throw new AppError(404, 'giving.giftNotFound');
      const language = await languageOf(userId, asked);
      return {
        pdf: await receiptPdf({ gift, organization: deps.config.organization, language }),
        receiptNumber: gift.receiptNumber ?? '',
      };
    },

    /** The years she gave in, newest first. */
    async statementYears(userId: string): Promise<number[]> {
      const gifts = await GiftModel.find({ userId, ...RECEIVED }, { paidAt: 1 }).lean();
      return [...new Set(gifts.map((gift) => newYorkYear(gift.paidAt)))].sort((a, b) => b - a);
    },

    async statement(userId: string, year: number, asked?: string): Promise<Buffer> {
      const { start, end } = newYorkYearRange(year);
      const gifts = await GiftModel.find({
        userId,
        ...RECEIVED,
        paidAt: mongoose.trusted({ $gte: start, $lt: end }),
      })
        .sort({ paidAt: 1 })
        .lean<GiftDocument[]>();
      if (!gifts.length) throw new AppError(404, 'giving.noGiftsInYear');
      const profile = await member(userId);
      const language = await languageOf(userId, asked);
      return statementPdf({
        year,
        gifts,
        donor: { name: profile.name || profile.email, email: profile.email },
        organization: deps.config.organization,
        language,
      });
    },

    async claimable(userId: string): Promise<GivingClaimCount> {
      const { email } = await member(userId);
      return { count: await GiftModel.countDocuments(unclaimed(email)) };
    },

    /** E-mails her account's address a single-use link; 409 when there is nothing to claim. */
    async requestClaim(userId: string): Promise<GivingClaimCount> {
      const profile = await member(userId);
      const count = await GiftModel.countDocuments(unclaimed(profile.email));
      if (!count) throw new AppError(409, 'giving.nothingToClaim');
      const at = now();
      const token = await issueClaimToken(userId, profile.email, at);
      const mail = giftClaimMail(profile.preferredLanguage === 'es' ? 'es' : 'en', {
        name: profile.name || profile.email,
        count,
        siteUrl: deps.siteUrl,
        token,
      });
      await enqueueMail(deps.data, `gift-claim:${hashToken(token).slice(0, 16)}`, {
        to: profile.email,
        ...mail,
        secret: true,
      });
      await ClaimTokenModel.deleteMany({ expiresAt: mongoose.trusted({ $lte: new Date(at) }) });
      return { count };
    },

    /** Attaches the gifts given with the confirmed address to her; the link works once. */
    async confirmClaim(userId: string, token: string): Promise<GivingClaimCount> {
      const tokenHash = hashToken(token);
      const record = await ClaimTokenModel.findById(tokenHash).lean();
      if (!record || record.userId !== userId || record.expiresAt.getTime() <= now())
        throw new AppError(400, 'giving.claimInvalid');
      try {
        await ClaimUseModel.create({ _id: tokenHash, expiresAt: record.expiresAt });
      } catch (error) {
        if (isDuplicateKey(error)) throw new AppError(400, 'giving.claimInvalid');
        throw error;
      }
      const result = await GiftModel.updateMany(
        { donorEmailKey: record.emailKey, userId: null },
        { $set: { userId } },
      );
      await ClaimTokenModel.deleteOne({ _id: tokenHash });
      return { count: result.modifiedCount };
    },
  };
}

export type MemberGiving = ReturnType<typeof memberGiving>;

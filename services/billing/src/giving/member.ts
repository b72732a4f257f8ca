// What a signed-in member sees of her giving: gifts, receipts, statements, and earlier gifts to claim.
import mongoose, { isValidObjectId } from 'mongoose';
import type { Gift, GivingClaimResult, GivingClaimStatus } from '@ministry/contracts/giving';
import { namedLanguage, type Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { attachVerifiedHistory, emailKeyOf } from '@ministry/kit/identity-client';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { receiptIssuer } from './config';
import type { GivingDeps } from './context';
import { newYorkYear, newYorkYearRange } from './dates';
import { GiftModel, type GiftDocument } from './model';
import { receiptPdf, statementPdf } from './pdf';
import { toGift } from './present';

const RECEIVED = { status: mongoose.trusted({ $ne: 'failed' as const }) };
/** Gifts given under an address that belong to nobody yet (a visitor's). */
const unclaimed = (emailKey: string) => ({ donorEmailKey: emailKey, userId: null });

/** The language of her PDFs: the one asked for, else her account's. */
async function languageOf(context: GivingDeps, userId: string, asked?: string): Promise<Language> {
  return namedLanguage(asked) ?? (await context.identity.getMember(userId)).preferredLanguage;
}

export async function memberGifts(userId: string): Promise<Gift[]> {
  const docs = await GiftModel.find({ userId }).sort({ paidAt: -1 }).lean<GiftDocument[]>();
  return docs.map(toGift);
}

/** One of her gifts' receipt as a PDF; 404 for anyone else's (or a failed charge). */
export async function giftReceipt(
  context: GivingDeps,
  userId: string,
  id: string,
  asked?: string,
): Promise<{ pdf: Buffer; receiptNumber: string }> {
  const gift = isValidObjectId(id)
    ? await GiftModel.findOne({ _id: id, userId, ...RECEIVED }).lean<GiftDocument>()
    : null;
  if (!gift) throw new AppError(404, 'giving.giftNotFound');
  const language = await languageOf(context, userId, asked);
  const ministry = await ministryDetails(context.contentServiceUrl);
  return {
    pdf: await receiptPdf({
      gift,
      organization: receiptIssuer(context.config, ministry),
      ministry,
      language,
    }),
    receiptNumber: gift.receiptNumber ?? '',
  };
}

/** The years she gave in, newest first. */
export async function statementYears(userId: string): Promise<number[]> {
  const gifts = await GiftModel.find({ userId, ...RECEIVED }, { paidAt: 1 }).lean();
  return [...new Set(gifts.map((gift) => newYorkYear(gift.paidAt)))].sort((a, b) => b - a);
}

export async function givingStatement(
  context: GivingDeps,
  userId: string,
  year: number,
  asked?: string,
): Promise<Buffer> {
  const { start, end } = newYorkYearRange(year);
  const gifts = await GiftModel.find({
    userId,
    ...RECEIVED,
    paidAt: mongoose.trusted({ $gte: start, $lt: end }),
  })
    .sort({ paidAt: 1 })
    .lean<GiftDocument[]>();
  if (!gifts.length) throw new AppError(404, 'giving.noGiftsInYear');
  const profile = await context.identity.getMember(userId);
  const language = await languageOf(context, userId, asked);
  const ministry = await ministryDetails(context.contentServiceUrl);
  return statementPdf({
    year,
    gifts,
    donor: { name: profile.name || profile.email, email: profile.email },
    organization: receiptIssuer(context.config, ministry),
    ministry,
    language,
  });
}

/**
 * Earlier gifts she gave as a visitor, under her account's address: counted only once identity
 * says that address is verified. Before, nothing is told about the address's gifts.
 */
export async function claimableGifts(context: GivingDeps, userId: string): Promise<GivingClaimStatus> {
  const profile = await context.identity.getMember(userId);
  if (!profile.emailVerified) return { emailVerified: false, count: null };
  return {
    emailVerified: true,
    count: await GiftModel.countDocuments(unclaimed(emailKeyOf(profile.email))),
  };
}

/**
 * Claims by proof (the kit's one flow): the visitor gifts under her account's address become hers,
 * only when that address is verified. Unverified: nothing attaches and nothing is told.
 */
export async function claimGifts(context: GivingDeps, userId: string): Promise<GivingClaimResult> {
  let attached = 0;
  const emailKey = await attachVerifiedHistory(context.identity, userId, async (key, owner) => {
    const result = await GiftModel.updateMany(unclaimed(key), { $set: { userId: owner } });
    attached = result.modifiedCount;
  });
  return { emailVerified: emailKey !== null, attached };
}

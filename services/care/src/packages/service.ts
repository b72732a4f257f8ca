import mongoose from 'mongoose';
import { DateTime } from 'luxon';
import type { CarePackageKind, CarePackageView } from '@ministry/contracts/care';
import type { PackageAnswer } from '@ministry/contracts/care-checkout';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { creditUseId, type ClaimedCredit } from '../appointments/credits';
import { CreditUseModel } from '../appointments/model';
import { SessionTypeModel, type SessionTypeDocument } from '../session-types/model';
import { packagePriceForMember } from '../sliding-scale/price';
import { PackageModel, type PackageDocument } from './model';

/**
 * Packages of sessions (packages/contracts/src/care-checkout.ts): quoted for the one cart, hers once
 * the order is paid (one per paid line), refunded by staff. Its credits are counted exactly as plan
 * credits are: a use `<user>:package:<id>:package:<n>` inserted for the first free n up to its credits
 * (the primary key refuses a second insert of the same n); a credit returned is a deleted use.
 */

export const PACKAGE_CREDIT_KIND = 'package';

/** The uses' "period" of a package: one for its whole life. */
export const packagePeriod = (packageId: string) => `package:${packageId}`;

type PackageType = SessionTypeDocument & {
  packageCredits: number;
  packageValidMonths: number;
  packageSessionTypeId: string;
};

/** A session type sold as a package: bookable by 'purchase' with its credits, months and session type. */
async function packageType(typeId: string, onSale: boolean): Promise<PackageType> {
  const type = await SessionTypeModel.findById(typeId).lean<SessionTypeDocument>();
  const sold =
    type &&
    (type.active || !onSale) &&
    type.bookableBy === 'purchase' &&
    (type.packageCredits ?? 0) > 0 &&
    (type.packageValidMonths ?? 0) > 0 &&
    !!type.packageSessionTypeId;
  if (!sold) throw new AppError(404, 'care.packageNotFound');
  return type as PackageType;
}

function typeAnswer(type: PackageType): PackageAnswer {
  return {
    typeId: type._id,
    name: type.name,
    nameEs: type.nameEs,
    priceCents: type.priceCents,
    credits: type.packageCredits,
    validMonths: type.packageValidMonths,
    sessionTypeId: type.packageSessionTypeId,
  };
}

export function packageAnswer(doc: PackageDocument): PackageAnswer {
  return {
    typeId: doc.typeId,
    name: doc.name,
    nameEs: doc.nameEs,
    priceCents: doc.priceCents,
    credits: doc.credits,
    validMonths: doc.validMonths,
    sessionTypeId: doc.sessionTypeId,
    packageId: String(doc._id),
    validUntil: doc.validUntil.toISOString(),
    status: doc.status as 'active' | 'refunded',
  };
}

/** Her price for the package: its own, or less with her sliding-scale rate (sliding-scale/price.ts). */
const herPrice = (type: PackageType, userId: string) =>
  packagePriceForMember(userId, type, type.packageCredits, type.packageSessionTypeId);

/**
 * The package's price for her (her sliding-scale rate applied) and what its cart line shows; 404
 * care.packageNotFound when none is on sale.
 */
export async function quotePackage(typeId: string, userId: string): Promise<PackageAnswer> {
  const type = await packageType(typeId, true);
  return { ...typeAnswer(type), priceCents: await herPrice(type, userId) };
}

/**
 * The order is paid: the package is hers (at her price), valid `validMonths` from `paidAt`, as the type was sold
 * (a type retired since still gives what was paid for). The same key again answers the same package
 * (a unique index on `orderKey`: of two confirms at once, one inserts).
 */
export async function confirmPackage(input: {
  typeId: string;
  userId: string;
  key: string;
  paidAt: string;
}): Promise<PackageAnswer> {
  const existing = await PackageModel.findOne({ orderKey: input.key }).lean<PackageDocument>();
  if (existing) return packageAnswer(existing);
  const type = await packageType(input.typeId, false);
  const purchasedAt = new Date(input.paidAt);
  const validUntil = DateTime.fromJSDate(purchasedAt, { zone: 'utc' })
    .plus({ months: type.packageValidMonths })
    .toJSDate();
  try {
    const created = await PackageModel.create({
      userId: input.userId,
      typeId: type._id,
      name: type.name,
      nameEs: type.nameEs,
      priceCents: await herPrice(type, input.userId),
      sessionTypeId: type.packageSessionTypeId,
      credits: type.packageCredits,
      validMonths: type.packageValidMonths,
      purchasedAt,
      validUntil,
      status: 'active',
      orderKey: input.key,
    });
    return packageAnswer(created.toObject() as PackageDocument);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const first = await PackageModel.findOne({ orderKey: input.key }).lean<PackageDocument>();
    if (!first) throw error;
    return packageAnswer(first);
  }
}

/** Staff refunded the line: the package books nothing more (its sessions stay). Again: the same. */
export async function refundPackage(key: string, now: Date): Promise<PackageAnswer> {
  const found = await PackageModel.findOne({ orderKey: key }).lean<PackageDocument>();
  if (!found) throw new AppError(404, 'care.packageNotFound');
  await PackageModel.updateOne(
    { _id: found._id, status: 'active' },
    { $set: { status: 'refunded', refundedAt: now } },
  );
  return packageAnswer((await PackageModel.findById(found._id).lean<PackageDocument>()) ?? found);
}

/** How many credits each package has in use (sessions booked with it and not returned). */
async function usesOf(packages: PackageDocument[]): Promise<Map<string, number>> {
  const periods = packages.map((doc) => packagePeriod(String(doc._id)));
  const uses = periods.length
    ? await CreditUseModel.find(
        { periodStart: mongoose.trusted({ $in: periods }) },
        { periodStart: 1 },
      ).lean()
    : [];
  const counts = new Map<string, number>();
  for (const use of uses) counts.set(use.periodStart, (counts.get(use.periodStart) ?? 0) + 1);
  return counts;
}

/** A package or a session credit (one stored before `kind` was: by its `cancel:` key). */
const packageKind = (doc: PackageDocument): CarePackageKind =>
  (doc.kind as CarePackageKind | undefined) ??
  (doc.orderKey.startsWith('cancel:') ? 'session-credit' : 'package');

/** Her packages (newest first), each with its credits used. */
export async function memberPackages(userId: string): Promise<CarePackageView[]> {
  const mine = await PackageModel.find({ userId }).sort({ purchasedAt: -1 }).lean<PackageDocument[]>();
  const used = await usesOf(mine);
  return mine.map((doc) => ({
    id: String(doc._id),
    kind: packageKind(doc),
    typeId: doc.typeId,
    name: doc.name,
    nameEs: doc.nameEs,
    sessionTypeId: doc.sessionTypeId,
    credits: doc.credits,
    used: used.get(packagePeriod(String(doc._id))) ?? 0,
    purchasedAt: doc.purchasedAt.toISOString(),
    validUntil: doc.validUntil.toISOString(),
    status: doc.status as 'active' | 'refunded',
  }));
}

/**
 * Takes a credit for a session of `sessionTypeId` ending at `endsAt`: from her active package ending
 * soonest that covers that time and has one free (the first free n of it, a unique insert); 409
 * care.noPackageCredits when none has.
 */
export async function claimPackageCredit(
  userId: string,
  sessionTypeId: string,
  endsAt: Date,
  appointmentId: string,
  now: Date,
): Promise<ClaimedCredit> {
  const covering = await PackageModel.find({
    userId,
    sessionTypeId,
    status: 'active',
    validUntil: mongoose.trusted({ $gte: endsAt }),
  })
    .sort({ validUntil: 1, purchasedAt: 1 })
    .lean<PackageDocument[]>();
  for (const doc of covering) {
    const periodStart = packagePeriod(String(doc._id));
    const taken = new Set(
      (await CreditUseModel.find({ periodStart }, { _id: 1 }).lean()).map((use) => String(use._id)),
    );
    for (let n = 1; n <= doc.credits; n++) {
      const useId = creditUseId(userId, periodStart, PACKAGE_CREDIT_KIND, n);
      if (taken.has(useId)) continue;
      try {
        await CreditUseModel.create({
          _id: useId,
          userId,
          periodStart,
          kind: PACKAGE_CREDIT_KIND,
          appointmentId,
          at: now,
        });
        return { useId, kind: PACKAGE_CREDIT_KIND, periodStart, anchor: null, allowance: doc.credits };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }
  throw new AppError(409, 'care.noPackageCredits');
}

/** A package session moved: its package must still cover the new end (409 care.packageEndsBefore). */
export async function checkPackageCovers(periodStart: string, endsAt: Date): Promise<void> {
  const packageId = periodStart.slice(packagePeriod('').length);
  const doc = mongoose.isValidObjectId(packageId)
    ? await PackageModel.findById(packageId, { validUntil: 1 }).lean()
    : null;
  if (!doc || doc.validUntil.getTime() < endsAt.getTime()) throw new AppError(409, 'care.packageEndsBefore');
}

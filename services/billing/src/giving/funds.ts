import { isValidObjectId, Types } from 'mongoose';
import type { Fund } from '@ministry/contracts/giving';
import type { FundInput } from '@ministry/contracts/giving-input';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { providerCall } from '../provider';
import type { GivingDeps } from './context';
import { FundModel, GiftModel, type FundDocument } from './model';
import { toFund } from './present';

/** The General Fund's fixed id: seeding it is one insert, however many instances start at once. */
export const GENERAL_FUND_ID = new Types.ObjectId('000000000000000000000001');

const GENERAL_FUND = {
  name: 'General Fund',
  nameEs: 'Fondo General',
  description:
    'Where the need is greatest: counseling, Bible studies, outreach and the care of women in need.',
  descriptionEs:
    'Donde más se necesita: consejería, estudios bíblicos, alcance y el cuidado de mujeres necesitadas.',
};

/** Creates the General Fund on first start; an existing one (perhaps edited by admins) is left alone. */
export async function seedFunds(): Promise<void> {
  try {
    await FundModel.create({ _id: GENERAL_FUND_ID, ...GENERAL_FUND });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

const notFound = () => new AppError(404, 'giving.fundNotFound');

/** A fund by id: archived too unless `activeOnly`. 404 for anything else. */
export async function findFund(id: string, activeOnly = false) {
  if (!isValidObjectId(id)) throw notFound();
  const fund = await FundModel.findById(id);
  if (!fund || (activeOnly && fund.archived)) throw notFound();
  return fund;
}

/** What was given to each fund: gifts that went through, less refunds. */
async function raisedByFund(): Promise<Map<string, number>> {
  const rows = await GiftModel.aggregate<{ _id: string; amount: number; refunded: number }>([
    { $match: { status: { $ne: 'failed' } } },
    { $group: { _id: '$fundId', amount: { $sum: '$amountCents' }, refunded: { $sum: '$refundedCents' } } },
  ]);
  return new Map(rows.map((row) => [String(row._id), row.amount - row.refunded]));
}

export async function listFunds(includeArchived: boolean): Promise<Fund[]> {
  const funds = await FundModel.find(includeArchived ? {} : { archived: false })
    .sort({ createdAt: 1 })
    .lean<FundDocument[]>();
  const raised = await raisedByFund();
  return funds.map((fund) => toFund(fund, raised.get(String(fund._id)) ?? 0));
}

async function present(id: unknown): Promise<Fund> {
  const fund = await FundModel.findById(id).lean<FundDocument>();
  if (!fund) throw notFound();
  return toFund(fund, (await raisedByFund()).get(String(fund._id)) ?? 0);
}

export async function createFund(input: FundInput): Promise<Fund> {
  const fund = await FundModel.create({ ...input, archived: false });
  return present(fund._id);
}

export async function updateFund(id: string, input: FundInput): Promise<Fund> {
  const fund = await findFund(id);
  fund.set(input);
  await fund.save();
  return present(fund._id);
}

export async function setArchived(id: string, archived: boolean): Promise<Fund> {
  const fund = await findFund(id);
  fund.archived = archived;
  await fund.save();
  return present(fund._id);
}

/** The Stripe product a fund's monthly gifts are priced against, created once (idempotency key). */
export async function fundProduct(deps: GivingDeps, fundId: string): Promise<string> {
  const fund = await findFund(fundId);
  if (fund.stripeProductId) return fund.stripeProductId;
  const product = await providerCall('create fund product', () =>
    deps.stripe.products.create(
      { name: `Gift: ${fund.name}`, metadata: { kind: 'gift', fundId } },
      { idempotencyKey: `gift-fund-product-${fundId}` },
    ),
  );
  await FundModel.updateOne({ _id: fund._id }, { stripeProductId: product.id });
  return product.id;
}

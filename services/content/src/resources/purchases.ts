import mongoose, { model, Schema } from 'mongoose';
import type { PurchasedResource } from '@ministry/contracts/resource';
import type { ResourcePurchase } from '@ministry/contracts/order-settlement';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { getResource } from './service';
import { ResourceModel } from './model';

/**
 * A premium resource a member bought in the shop: one per member and resource (`_id`
 * `<userId>:<resourceId>`, atomic on FerretDB v1 too), so the shop telling it again, even at once,
 * keeps the first order's record.
 */
const purchaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    resourceId: { type: String, required: true },
    orderNumber: { type: String, required: true },
    purchasedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
purchaseSchema.index({ userId: 1, purchasedAt: -1 });

export const ResourcePurchaseModel = model('ResourcePurchase', purchaseSchema, 'resource_purchases');

const purchaseId = (userId: string, resourceId: string) => `${userId}:${resourceId}`;

/** Records her purchase once: `created` false when it was already there. 404 for an unknown resource. */
export async function recordPurchase(
  purchase: ResourcePurchase,
  now: Date,
): Promise<{ purchase: ResourcePurchase & { purchasedAt: string }; created: boolean }> {
  const resource = await getResource(purchase.resourceId);
  if (!resource) throw new AppError(404, 'resource.notFound');
  const _id = purchaseId(purchase.userId, resource.id);
  let created = true;
  try {
    await ResourcePurchaseModel.create({ _id, ...purchase, resourceId: resource.id, purchasedAt: now });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    created = false;
  }
  const stored = await ResourcePurchaseModel.findById(_id).lean();
  if (!stored) throw new AppError(500, 'api.internal');
  return {
    purchase: {
      userId: stored.userId,
      resourceId: stored.resourceId,
      orderNumber: stored.orderNumber,
      purchasedAt: stored.purchasedAt.toISOString(),
    },
    created,
  };
}

export async function hasPurchased(userId: string, resourceId: string): Promise<boolean> {
  return (await ResourcePurchaseModel.exists({ _id: purchaseId(userId, resourceId) })) !== null;
}

/** Her purchases, newest first (one whose resource was since removed is left out). */
export async function purchasedResources(userId: string): Promise<PurchasedResource[]> {
  const purchases = await ResourcePurchaseModel.find({ userId }).sort({ purchasedAt: -1, _id: 1 }).lean();
  const resources = await ResourceModel.find({
    _id: mongoose.trusted({ $in: purchases.map((purchase) => purchase.resourceId) }),
  });
  const byId = new Map(resources.map((doc) => [String(doc._id), doc]));
  return purchases.flatMap((purchase) => {
    const doc = byId.get(purchase.resourceId);
    if (!doc) return [];
    return [
      {
        resource: doc.toJSON() as unknown as PurchasedResource['resource'],
        orderNumber: purchase.orderNumber,
        purchasedAt: purchase.purchasedAt.toISOString(),
      },
    ];
  });
}

import mongoose from 'mongoose';
import { PerkUseModel, PlaceHoldModel, RegistrationModel } from './model';
import type { Deadlines } from './pass-gate';
import { releasePlaces } from './places';
import type { SignupContext } from './shared';

interface Lapsing {
  holdKey?: string | null;
  holdUntil?: Date | null;
}

/**
 * Lapsed holds (the reminder pass): the shop releases the places of an order that ends unpaid, but an
 * order line whose shop request died between holding and recording its order has nobody to release
 * it. Places still held `holdGraceMinutes` after their `holdUntil`, never confirmed, are released as
 * the shop's release does (seats freed, the perk given back, the waitlist moved up); a perk claimed by
 * a hold that never completed too. A confirm that still comes takes the places again if they are free
 * (else 409 event.placesLost: the shop refunds). Answers how many order lines were released.
 */
export async function releaseLapsedPlaces(context: SignupContext, deadlines?: Deadlines): Promise<number> {
  const now = context.now().getTime();
  const graceMs = context.holdGraceMinutes * 60_000;
  const running = { holdUntil: mongoose.trusted({ $ne: null }) };
  const held = await RegistrationModel.find(
    { status: 'held', holdKey: mongoose.trusted({ $ne: null }), ...running },
    { holdKey: 1, holdUntil: 1 },
  ).lean<Lapsing[]>();
  const claims = await PerkUseModel.find(running, { holdKey: 1, holdUntil: 1 }).lean<Lapsing[]>();
  const due = new Set<string>();
  for (const entry of [...held, ...claims]) {
    if (!entry.holdKey || !entry.holdUntil) continue;
    const lapsesAt = entry.holdUntil.getTime() + graceMs;
    if (lapsesAt > now) deadlines?.add(lapsesAt);
    else due.add(entry.holdKey);
  }
  let released = 0;
  for (const key of due) {
    const hold = await PlaceHoldModel.findById(key, { state: 1 }).lean();
    if (hold?.state === 'confirmed') continue;
    await releasePlaces(context, key);
    released += 1;
  }
  return released;
}

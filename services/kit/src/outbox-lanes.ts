import mongoose from 'mongoose';
import type { MailHold } from './mail-budget';
import type { MailLane } from './mail-kinds';

/** The query's part that picks one lane's messages by their stored priority (mail-kinds.ts). */
const LANE_FILTERS: Record<MailLane, () => Record<string, unknown>> = {
  priority: () => ({ priority: mongoose.trusted({ $gt: 0 }) }),
  // Messages stored before the priorities were kept have none: ordinary.
  ordinary: () => ({ priority: mongoose.trusted({ $in: [0, null] }) }),
  bulk: () => ({ priority: mongoose.trusted({ $lt: 0 }) }),
};
const LANES = Object.keys(LANE_FILTERS) as MailLane[];

/**
 * What one sender knows of the budgets it found used up, until when: the whole transactional budget
 * (priority and ordinary mail wait), ordinary mail's share of it (ordinary mail waits), the bulk
 * budget (bulk mail waits). Kept in memory: a used-up budget costs one refused slot per sender and
 * hour, and no write to the messages that wait.
 */
export function laneWaits() {
  const until: Record<Exclude<MailHold, 'recipient'>, number> = {
    budget: 0,
    'ordinary-share': 0,
    'bulk-budget': 0,
  };
  const waits = (lane: MailLane, at: number): boolean => {
    if (lane === 'bulk') return at < until['bulk-budget'];
    return at < until.budget || (lane === 'ordinary' && at < until['ordinary-share']);
  };
  return {
    waits,
    /** Records a budget found used up until `resetAt`; true when that was not known yet. */
    hold(heldBy: Exclude<MailHold, 'recipient'>, resetAt: number): boolean {
      const news = until[heldBy] < resetAt;
      until[heldBy] = Math.max(until[heldBy], resetAt);
      return news;
    },
    /** The query's part leaving out the lanes that wait at `at`: {} when none does, null when all do. */
    dueFilter(at: number): Record<string, unknown> | null {
      const due = LANES.filter((lane) => !waits(lane, at));
      if (due.length === LANES.length) return {};
      if (due.length === 0) return null;
      return due.length === 1 ? LANE_FILTERS[due[0]!]() : { $or: due.map((lane) => LANE_FILTERS[lane]()) };
    },
  };
}

import { todayInNewYork } from '@ministry/contracts/calendar-day';
import type { Period } from './api/giving';

/** This month so far, in New York: the summary's default period and the dashboard's numbers. */
export function thisMonth(today: string = todayInNewYork()): Period {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

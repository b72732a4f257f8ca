import { newYorkParts, startOfNewYorkDay } from '@ministry/contracts/datetime';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day after a New York day, as a day. */
export function nextDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1))
    .toISOString()
    .slice(0, 10);
}

/** The New York year of an instant. */
export function newYorkYear(at: Date): number {
  return Number(newYorkParts(at)?.year ?? at.getUTCFullYear());
}

/** The New York month of an instant, 'YYYY-MM'. */
export function newYorkMonth(at: Date): string {
  const parts = newYorkParts(at);
  return parts ? `${parts.year}-${parts.month}` : at.toISOString().slice(0, 7);
}

/** This month in New York, as its first and last day. */
export function currentNewYorkMonth(now: Date): { from: string; to: string } {
  const [year, month] = newYorkMonth(now).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The instants of a calendar year in New York: [start, end). */
export function newYorkYearRange(year: number): { start: Date; end: Date } {
  return { start: startOfNewYorkDay(`${year}-01-01`), end: startOfNewYorkDay(`${year + 1}-01-01`) };
}

import { newYorkParts } from '@ministry/contracts/datetime';

/*
 * The admin reads and types times as New York's, whatever the browser's zone: a `datetime-local`
 * value ('2030-03-04T09:30') is a New York wall-clock time.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** New York's offset from UTC at an instant, in milliseconds (-5 h or -4 h). */
function offsetMs(instant: number): number {
  const match = newYorkParts(new Date(instant))?.offset.match(/^([+-])(\d{2}):(\d{2})$/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** A New York wall-clock time as typed ('2030-03-04T09:30') → its ISO instant; null when it is not one. */
export function newYorkLocalToIso(value: string): string | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The offset read at a first guess, then again at the result: right on the days the clocks change.
  let instant = wall - offsetMs(wall);
  instant = wall - offsetMs(instant);
  return new Date(instant).toISOString();
}

/** An ISO instant as a `datetime-local` value in New York ('2030-03-04T09:30'); '' for none. */
export function isoToNewYorkLocal(iso: string | null): string {
  if (!iso) return '';
  const parts = newYorkParts(iso);
  if (!parts) return '';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

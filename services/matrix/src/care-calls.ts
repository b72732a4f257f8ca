import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { UserModel } from '../../identity/src/users/model';
import { Client } from './client';
import { adminOnly, type CallContext, type RouteRow } from './route-row';
import { PASSWORD, type Stack } from './stack';

/**
 * What the care rows (routes-care.ts) build their requests with. Care's texts are readable only by their
 * member and her assigned counselor, never by staff: the session user `counselor` has a care profile
 * (opened by the admin the first time a row needs it) and every record a row reads is the member's,
 * assigned to her.
 */

export type Expect = RouteRow['expect'];
/** Only a counselor with a care profile gets `status`; a visitor 401, everyone else (staff too) 403. */
export const counselorOnly = (status: number): Expect => ({ ...adminOnly(403), counselor: status });
/** The member whose record it is and her counselor get `status`; a visitor 401, anyone else 403. */
export const memberAndCounselor = (status: number): Expect => ({
  ...adminOnly(403),
  member: status,
  counselor: status,
});

/** Every hour of every day, New York (slots at any time), booked from 48 hours ahead (past the cut-off). */
export const PROFILE = {
  teamSlug: 'maria-lopez',
  languages: ['en', 'es'],
  modes: ['virtual', 'in-person'],
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:30' })),
  meetingLink: 'https://meet.example.org/matrix',
  bufferMinutes: 0,
  minNoticeHours: 48,
  horizonWeeks: 52,
  mentor: true,
};

export interface Identified {
  id: string;
  userId?: string;
  status?: string;
}

export async function posted(client: Client, path: string, body: object, headers?: Record<string, string>) {
  const res = await client.send('POST', path, { body, headers });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
  return res.body as Identified;
}

export async function listed(client: Client, path: string, field: string): Promise<Identified[]> {
  const res = await client.send('GET', path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
  return (res.body as Record<string, Identified[]>)[field]!;
}

export const profiles = new WeakMap<Stack, Promise<string>>();

/** The id of the session counselor's care profile, opened by the admin the first time. */
export function counselorId({ stack, admin }: CallContext): Promise<string> {
  let known = profiles.get(stack);
  if (!known) {
    known = (async () => {
      const existing = (await listed(admin, '/api/admin/care/counselors', 'counselors')).find(
        (profile) => profile.userId === stack.users.counselor.id,
      );
      if (existing) return existing.id;
      const body = { userId: stack.users.counselor.id, ...PROFILE };
      return (await posted(admin, '/api/admin/care/counselors', body)).id;
    })();
    profiles.set(stack, known);
  }
  return known;
}

/** A fresh account (identity must know a counselor's user) and its id. */
export async function freshUser(stack: Stack, unique: () => number): Promise<string> {
  const username = `naomi${unique()}`;
  const body = { username, email: `${username}@example.org`, password: PASSWORD };
  return (await posted(new Client(stack), '/api/auth/register', body)).id;
}

/** A fresh counselor profile (for another account than the session counselor's). */
export async function freshCounselor({ stack, admin, unique }: CallContext): Promise<string> {
  const userId = await freshUser(stack, unique);
  return (await posted(admin, '/api/admin/care/counselors', { userId, ...PROFILE })).id;
}

/** Days of free slots asked for at a time: care works out every slot of the days it is asked about. */
const SLOT_WINDOW_DAYS = 3;
/** Per counselor, the first day of the window where a free slot was last found (earlier ones fill up). */
const slotWindows = new Map<string, string>();

/**
 * A free initial-consultation slot of the counselor: the first of the window where the last one was
 * found, or of a later window. (Asking for two months of slots on each booking took most of the
 * matrix's time: hundreds of bookings, each a second of slot-making in care.)
 */
export async function freeSlot(client: Client, counselor: string): Promise<string> {
  let from = slotWindows.get(counselor) ?? todayInNewYork();
  for (let window = 0; window < 62 / SLOT_WINDOW_DAYS; window++) {
    const path = `/api/care/slots?typeId=initial-consultation&counselorId=${counselor}&from=${from}&days=${SLOT_WINDOW_DAYS}`;
    const res = await client.send('GET', path);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
    const slot = (res.body as { slots: { startsAt: string }[] }).slots[0];
    if (slot) {
      slotWindows.set(counselor, from);
      return slot.startsAt;
    }
    from = addDays(from, SLOT_WINDOW_DAYS);
  }
  throw new Error(`no free slot of ${counselor} in two months`);
}

export const booking = (counselor: string, startsAt: string) => ({
  counselorId: counselor,
  typeId: 'initial-consultation',
  startsAt,
  mode: 'virtual',
  language: 'en',
  intake: 'Grief, since my mother died in the spring.',
});

/** A booking needs a proven address (an identity row may have just unproven it). */
export const proveAddress = (userId: string) =>
  UserModel.updateOne({ _id: userId }, { $set: { emailVerified: true } });

export const memberClient = async (stack: Stack) => new Client(stack, await stack.sessionFor('member'));

/** The member books a session (with an intake answer) with the session counselor: its id. */
export async function memberAppointment(context: CallContext): Promise<string> {
  const counselor = await counselorId(context);
  const member = await memberClient(context.stack);
  await proveAddress(context.stack.users.member.id);
  return (
    await posted(member, '/api/care/appointments', booking(counselor, await freeSlot(member, counselor)))
  ).id;
}

/** The shop's call to care's internal checkout API, as it makes it (care-checkout.ts). */
export async function asShop(context: CallContext, path: string, body: object): Promise<void> {
  const res = await context.admin.send('POST', path, {
    body,
    headers: { [INTERNAL_KEY_HEADER]: context.stack.internalKey },
  });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
}

/** A fresh paid booking of the member's awaiting payment, held for an order: its id and key. */
export async function heldSession(context: CallContext): Promise<{ appointmentId: string; key: string }> {
  const appointmentId = await memberAppointment(context);
  const key = `WOP-MTRX-SESS#${context.unique()}`;
  const until = new Date(Date.now() + 30 * 60_000).toISOString();
  const userId = context.stack.users.member.id;
  await asShop(context, '/internal/care/sessions/hold', { appointmentId, userId, key, until });
  return { appointmentId, key };
}

/** A row on a fresh appointment of the member's: `/…/appointments/<id><suffix>`, and a body. */
export const onAppointment = (
  expect: Expect,
  prefix: string,
  suffix: string,
  body?: (context: CallContext) => Promise<object> | object,
): RouteRow => ({
  expect,
  call: async (context) => ({
    path: `${prefix}/${await memberAppointment(context)}${suffix}`,
    body: body ? await body(context) : undefined,
  }),
});

/** A new time for a booked session: the counselor's next free slot. */
export const newTime = async (context: CallContext) => ({
  startsAt: await freeSlot(context.admin, await counselorId(context)),
});

/** The member's waiting sliding-scale request (one waits at a time): its id. */
export async function waitingSlidingScale(stack: Stack): Promise<string> {
  const member = await memberClient(stack);
  const waiting = (await listed(member, '/api/care/sliding-scale/mine', 'requests')).find(
    (request) => request.status === 'pending',
  );
  if (waiting) return waiting.id;
  return (await posted(member, '/api/care/sliding-scale', { reason: 'I lost my job in May.' })).id;
}

/** The member's waiting mentoring request (one waits at a time): its id. */
export async function waitingMentoring(stack: Stack): Promise<string> {
  const member = await memberClient(stack);
  const waiting = (await listed(member, '/api/care/mentoring/mine', 'requests')).find(
    (request) => request.status === 'pending',
  );
  if (waiting) return waiting.id;
  return (await posted(member, '/api/care/mentoring', { text: 'I lead a young mothers group.' })).id;
}

/** Staff match a mentoring request with the session counselor (a mentor): six months of meetings. */
export async function match(context: CallContext, requestId: string): Promise<void> {
  const body = { counselorId: await counselorId(context), months: 6 };
  await posted(context.admin, `/api/admin/care/mentoring/${requestId}/match`, body);
}

/** A counseling request the content service hands over (from the contact form): its id. */
export async function careRequest({ stack, admin, unique }: CallContext): Promise<string> {
  const body = {
    name: 'Ruth Moab',
    email: 'ruth@example.org',
    language: 'en',
    text: 'I would like to talk to someone about my marriage.',
    sourceId: `matrix-${unique()}`,
  };
  return (await posted(admin, '/internal/care/requests', body, { [INTERNAL_KEY_HEADER]: stack.internalKey }))
    .id;
}

/** Assigns a record to the session counselor through the admin API. */
export async function assign(context: CallContext, path: string): Promise<void> {
  const res = await context.admin.send('POST', path, { body: { counselorId: await counselorId(context) } });
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
}

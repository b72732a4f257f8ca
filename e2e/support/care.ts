import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { MongoClient, ObjectId } from 'mongodb';
import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import type { AppointmentView, Slot } from '@ministry/contracts/care';
import type { Language } from './axe';
import { MAIL_DIR, type ReceivedMail } from './mail';
import { asAdmin, uniqueName } from './session';
import { E2E_MONGODB_URI } from './site';

async function withDb<T>(work: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** A user with the counselor role, written as the admin Users tab would leave her; her id. */
async function writeCounselorUser(): Promise<string> {
  const username = uniqueName('e2e_csl_');
  const now = new Date();
  const { insertedId } = await withDb((client) =>
    client
      .db('ministry-identity')
      .collection('users')
      .insertOne({
        username,
        usernameKey: username,
        email: `${username}@example.org`,
        emailKey: `${username}@example.org`,
        firstName: 'María',
        lastName: 'Rodríguez',
        role: 'counselor',
        profileImageUrl: null,
        stripeSubscriptionId: null,
        preferredLanguage: 'es',
        emailVerified: true,
        passwordHash: 'not-used',
        createdAt: now,
        updatedAt: now,
      }),
  );
  return String(insertedId);
}

/**
 * A counselor of the test's own, María Rodríguez (Spanish and English, virtual sessions, weekdays
 * 9:00 to 19:00 New York), made through the admin API; her counselor id.
 */
export async function createCounselor(): Promise<string> {
  const userId = await writeCounselorUser();
  return asAdmin(async (admin) => {
    const response = await admin.post('/api/admin/care/counselors', {
      data: {
        userId,
        teamSlug: 'maria-rodriguez',
        languages: ['es', 'en'],
        modes: ['virtual'],
        weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '19:00' })),
        meetingLink: 'https://meet.example.org/e2e-care',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  });
}

/** Her address verified, her saved language `language`, and a live Growth plan in billing (25 days left). */
export async function makeGrowthMember(username: string, language: Language): Promise<void> {
  await withDb(async (client) => {
    const users = client.db('ministry-identity').collection('users');
    await users.updateOne(
      { usernameKey: username.toLowerCase() },
      { $set: { emailVerified: true, preferredLanguage: language } },
    );
    const user = await users.findOne({ usernameKey: username.toLowerCase() });
    await client
      .db('ministry-billing')
      .collection('subscriptions')
      .updateOne(
        { userId: String(user!._id) },
        {
          $set: {
            stripeSubscriptionId: `sub_${username}`,
            stripeCustomerId: `cus_${username}`,
            planId: 'growth',
            status: 'active',
            cancelAtPeriodEnd: false,
            currentPeriodEnd: new Date(Date.now() + 25 * 86_400_000),
            lastEventAt: null,
          },
        },
        { upsert: true },
      );
  });
}

/** The calendar file a message carries (read from its .eml). */
export async function calendarOf(mail: ReceivedMail): Promise<string> {
  const parsed = await simpleParser(readFileSync(join(MAIL_DIR, mail.file)));
  const ics = parsed.attachments.find((attachment) => attachment.filename === 'appointment.ics');
  expect(ics, `a calendar file in "${mail.subject}"`).toBeTruthy();
  return ics!.content.toString('utf8');
}

/**
 * The signed-in member of `request` books her Growth plan's session with `counselorId`, virtual, in
 * `language`, at the nth free time from three days on (before the 24-hour cut-off), through the API.
 */
export async function bookPlanSession(
  request: APIRequestContext,
  counselorId: string,
  language: Language,
  nth = 0,
): Promise<AppointmentView> {
  const query = new URLSearchParams({
    typeId: 'plan-growth',
    counselorId,
    language,
    mode: 'virtual',
    from: addDays(todayInNewYork(), 3),
  });
  const found = await request.get(`/api/care/slots?${query.toString()}`);
  expect(found.status(), await found.text()).toBe(200);
  const slot = ((await found.json()) as { slots: Slot[] }).slots[nth];
  expect(slot, `a free time of counselor ${counselorId}`).toBeTruthy();
  const booked = await request.post('/api/care/appointments', {
    data: { counselorId, typeId: 'plan-growth', startsAt: slot!.startsAt, mode: 'virtual', language },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()) as AppointmentView;
}

/**
 * The clock moved in the data: the appointment now starts `minutes` from now (same length), and was
 * booked three days before, as if she had booked it long ago and the time had come near.
 */
export async function moveAppointmentStart(appointmentId: string, minutes: number): Promise<void> {
  await withDb(async (client) => {
    const appointments = client.db('ministry-care').collection('care_appointments');
    const _id = new ObjectId(appointmentId);
    const appointment = await appointments.findOne({ _id });
    if (!appointment) throw new Error(`no appointment ${appointmentId}`);
    const length = (appointment.endsAt as Date).getTime() - (appointment.startsAt as Date).getTime();
    const startsAt = new Date(Date.now() + minutes * 60_000);
    await appointments.updateOne(
      { _id },
      {
        $set: {
          startsAt,
          endsAt: new Date(startsAt.getTime() + length),
          scheduledAt: new Date(startsAt.getTime() - 3 * 86_400_000),
        },
      },
    );
  });
}

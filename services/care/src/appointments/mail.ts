import mongoose from 'mongoose';
import { localize } from '@ministry/contracts/language';
import { ministryAddressLine, ministryName } from '@ministry/contracts/ministry';
import { ministryDetails } from '@ministry/kit/ministry-details';
import type { MailKey, MailKind } from '@ministry/kit/mail-kinds';
import { enqueueMail } from '@ministry/kit/outbox';
import { outboxModels } from '@ministry/kit/outbox-models';
import { keptRecipient, recipientLanguage } from '@ministry/kit/recipient-language';
import { siteLink } from '@ministry/mail/layout';
import { careAgendaMail } from '@ministry/mail/templates/care-agenda';
import { careAppointmentMail, type CareAppointmentMailKind } from '@ministry/mail/templates/care-appointment';
import { appointmentsLink, careHours, type CareMailData } from '@ministry/mail/templates/care-common';
import { careVisitorPayMail } from '@ministry/mail/templates/care-visitor-pay';
import type { Language } from '@ministry/contracts/language';
import type { CareContext } from '../context';
import { CounselorModel } from '../counselors/model';
import { SessionTypeModel } from '../session-types/model';
import { appointmentCalendar } from './ics';
import { changeableUntil } from './service';
import type { AppointmentDocument } from './model';

type CareMailKind = Extract<MailKind, `care-${string}`> extends `care-${infer Kind}` ? Kind : never;

/** The care service's outbox keys (their kinds and urgency are listed in the kit's mail-kinds.ts). */
export const careMailKey = (kind: CareMailKind, rest: string): MailKey => `care-${kind}:${rest}`;

/** Outbox keys of an appointment's reminders for one version. */
export const reminderKeys = (appointmentId: string, version: number) => [
  careMailKey('reminder-24h', `${appointmentId}:${version}`),
  careMailKey('reminder-1h', `${appointmentId}:${version}`),
];

/** A moved or canceled appointment's reminders still waiting in the outbox are taken back. */
export async function withdrawReminders(context: CareContext, appointmentId: string, version: number) {
  await outboxModels(context.connection).mail.deleteMany({
    _id: mongoose.trusted({ $in: reminderKeys(appointmentId, version) }),
    state: 'pending',
  });
}

async function counselorName(
  context: CareContext,
  counselorId: string,
): Promise<{ name: string; email: string; link: string | null }> {
  const counselor = await CounselorModel.findById(counselorId).lean();
  if (!counselor) return { name: '', email: '', link: null };
  const profile = await context.identity.getMember(counselor.userId);
  return { name: profile.name, email: profile.email, link: counselor.meetingLink ?? null };
}

/** What every e-mail about an appointment shows, in her language. */
async function mailData(context: CareContext, appointment: AppointmentDocument, language: Language) {
  const type = await SessionTypeModel.findById(appointment.typeId).lean();
  const counselor = await counselorName(context, appointment.counselorId);
  const data: CareMailData = {
    siteUrl: context.siteUrl,
    appointmentId: String(appointment._id),
    typeName: type ? localize(type.name, type.nameEs, language) : appointment.typeId,
    counselorName: counselor.name,
    startsAt: appointment.startsAt.toISOString(),
    endsAt: appointment.endsAt.toISOString(),
    mode: appointment.mode as CareMailData['mode'],
    meetingLink: counselor.link,
    name: appointment.memberName,
    // A visitor's booking (no account): how to change it by a reply or the contact page.
    visitor: !appointment.userId,
  };
  return { data, counselor };
}

/**
 * Puts an appointment's message to its member in the outbox, in the language kept at booking
 * (`keptRecipient`). Confirmations and moves carry a METHOD:REQUEST calendar file, a cancel a
 * METHOD:CANCEL one, all with the appointment's UID and current SEQUENCE.
 */
export async function enqueueAppointmentMail(
  context: CareContext,
  kind: CareAppointmentMailKind,
  appointment: AppointmentDocument,
): Promise<void> {
  const recipient = keptRecipient({ userId: appointment.userId, language: appointment.language as Language });
  const language = recipientLanguage(recipient);
  const ministry = await ministryDetails(context.contentServiceUrl);
  const { data, counselor } = await mailData(context, appointment, language);
  const id = data.appointmentId;
  const typeName = data.typeName;
  const rendered = careAppointmentMail({ language, ministry }, kind, data, {
    cancelCutoffHours: context.settings.cancelCutoffHours,
    now: context.now(),
  });
  const withCalendar = kind === 'confirmed' || kind === 'updated' || kind === 'canceled';
  const method = kind === 'canceled' ? 'cancel' : 'request';
  const attachments = withCalendar
    ? [
        {
          filename: 'appointment.ics',
          contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
          content: appointmentCalendar({
            appointmentId: id,
            sequence: appointment.sequence,
            method,
            startsAt: appointment.startsAt,
            endsAt: appointment.endsAt,
            summary: `${typeName} · ${counselor.name}`,
            location: appointment.mode === 'virtual' ? (counselor.link ?? '') : ministryAddressLine(ministry),
            description: typeName,
            organizer: { name: ministryName(ministry, language), email: ministry.email },
            attendee: { name: appointment.memberName, email: appointment.memberEmail },
            url: appointment.userId
              ? appointmentsLink(context.siteUrl)
              : siteLink(context.siteUrl, '/contact'),
            now: context.now(),
          }),
        },
      ]
    : [];
  const key =
    kind === 'reminder-24h' || kind === 'reminder-1h'
      ? careMailKey(kind, `${id}:${appointment.version}`)
      : kind === 'canceled'
        ? careMailKey(kind, id)
        : careMailKey(kind, `${id}:${appointment.sequence}`);
  await enqueueMail(context.connection, key, {
    to: appointment.memberEmail,
    recipient,
    ...rendered,
    ...(attachments.length ? { attachments } : {}),
  });
}

/** A counselor's morning agenda, once per counselor and New York day (`care-agenda:<id>:<date>`). */
export async function enqueueAgendaMail(
  context: CareContext,
  counselorId: string,
  date: string,
  appointments: AppointmentDocument[],
): Promise<void> {
  const counselor = await CounselorModel.findById(counselorId).lean();
  if (!counselor) return;
  const profile = await context.identity.getMember(counselor.userId);
  const recipient = { member: { preferredLanguage: profile.preferredLanguage } };
  const language = recipientLanguage(recipient);
  const ministry = await ministryDetails(context.contentServiceUrl);
  const types = new Map(
    (await SessionTypeModel.find().lean()).map((type) => [
      type._id,
      localize(type.name, type.nameEs, language),
    ]),
  );
  const rendered = careAgendaMail(
    { language, ministry },
    {
      siteUrl: context.siteUrl,
      name: profile.name,
      date,
      items: appointments.map((appointment) => ({
        hours: careHours(
          { startsAt: appointment.startsAt.toISOString(), endsAt: appointment.endsAt.toISOString() },
          language,
        ),
        typeName: types.get(appointment.typeId) ?? appointment.typeId,
        who: appointment.memberName,
        mode: appointment.mode as 'virtual' | 'in-person',
      })),
    },
  );
  await enqueueMail(context.connection, careMailKey('agenda', `${counselorId}:${date}`), {
    to: profile.email,
    recipient,
    ...rendered,
  });
}

/**
 * A visitor's booking held for her payment: the link to pay it (`token`, never stored), in the
 * language she booked in (`care-visitor-pay:<id>`, once).
 */
export async function enqueueVisitorPayMail(
  context: CareContext,
  appointment: AppointmentDocument,
  token: string,
): Promise<void> {
  const recipient = keptRecipient({ userId: null, language: appointment.language as Language });
  const language = recipientLanguage(recipient);
  const ministry = await ministryDetails(context.contentServiceUrl);
  const { data } = await mailData(context, appointment, language);
  const rendered = careVisitorPayMail(
    { language, ministry },
    {
      ...data,
      priceCents: appointment.priceCents,
      holdExpiresAt: (appointment.holdExpiresAt ?? context.now()).toISOString(),
      cancelCutoffHours: context.settings.cancelCutoffHours,
      changeableUntil: changeableUntil(context, appointment.startsAt).toISOString(),
      token,
    },
  );
  await enqueueMail(context.connection, careMailKey('visitor-pay', String(appointment._id)), {
    to: appointment.memberEmail,
    recipient,
    ...rendered,
  });
}

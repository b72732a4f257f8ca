import type { Connection } from 'mongoose';
import { localize } from '@ministry/contracts/language';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail } from '@ministry/kit/outbox';
import { recipientLanguage, type MailRecipient } from '@ministry/kit/recipient-language';
import { eventCanceledMail } from '@ministry/mail/templates/event-canceled';
import type { CancelableMailData, EventMailData } from '@ministry/mail/templates/event-common';
import { eventConfirmRequestMail } from '@ministry/mail/templates/event-confirm-request';
import { eventConfirmedMail } from '@ministry/mail/templates/event-confirmed';
import { eventPlaceCanceledMail } from '@ministry/mail/templates/event-place-canceled';
import { eventPlaceOfferMail } from '@ministry/mail/templates/event-place-offer';
import { eventPromotedMail } from '@ministry/mail/templates/event-promoted';
import { eventReminderMail } from '@ministry/mail/templates/event-reminder';
import { eventWaitlistedMail } from '@ministry/mail/templates/event-waitlisted';
import { buildCalendar, calendarFileName } from '../events/ics';
import type { ScheduledEvent } from '../events/service';
import { cancelToken, type TokenKeys } from './tokens';

/** What sending a sign-up's e-mail needs. */
export interface MailSettings {
  /** The service's data connection: its outbox. */
  connection: Connection;
  siteUrl: string;
  /** Where the ministry's published details are read (the kit's ministryDetails). */
  contentServiceUrl: string;
  tokenKeys: TokenKeys;
}

/** The person and occurrence a message is about. */
export interface MailRegistration {
  id: string;
  date: string;
  /** Null: her address was never proven, so her typed name is not written to it. */
  name: string | null;
  email: string;
  /** Her language, as the kit's rule gave it when she signed up (`keptRecipient`). */
  recipient: MailRecipient;
}

export type RegistrationMailKind = 'confirmed' | 'waitlisted' | 'promoted' | 'reminder' | 'canceled';

async function mailData(
  settings: MailSettings,
  event: ScheduledEvent,
  registration: Omit<MailRegistration, 'name'> & { name: string | null },
) {
  const language = recipientLanguage(registration.recipient);
  const context = { language, ministry: await ministryDetails(settings.contentServiceUrl) };
  const data: EventMailData = {
    siteUrl: settings.siteUrl,
    eventId: event.id,
    date: registration.date,
    title: localize(event.title, event.titleEs, language),
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location,
    name: registration.name,
  };
  return { language, context, data };
}

/**
 * Puts a sign-up's message in the outbox, once per kind and sign-up: the key
 * `event-<kind>:<registrationId>` makes a second call (a retry, a second instance) change nothing.
 * A confirmation and a promotion carry the occurrence's .ics.
 */
export async function enqueueRegistrationMail(
  settings: MailSettings,
  kind: RegistrationMailKind,
  event: ScheduledEvent,
  registration: MailRegistration,
  extra: { position?: number } = {},
): Promise<void> {
  const { language, context, data } = await mailData(settings, event, registration);
  const { recipient } = registration;
  const cancelable: CancelableMailData = {
    ...data,
    cancelToken: cancelToken(registration.id, settings.tokenKeys),
  };
  const rendered =
    kind === 'confirmed'
      ? eventConfirmedMail(context, cancelable)
      : kind === 'waitlisted'
        ? eventWaitlistedMail(context, { ...cancelable, position: extra.position ?? 1 })
        : kind === 'promoted'
          ? eventPromotedMail(context, cancelable)
          : kind === 'reminder'
            ? eventReminderMail(context, cancelable)
            : eventCanceledMail(context, data);
  const attachments =
    kind === 'confirmed' || kind === 'promoted'
      ? [
          {
            filename: calendarFileName(event, registration.date),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: buildCalendar([event], {
              language,
              siteUrl: settings.siteUrl,
              occurrence: registration.date,
            }),
          },
        ]
      : [];
  await enqueueMail(settings.connection, `event-${kind}:${registration.id}`, {
    to: registration.email,
    recipient,
    ...rendered,
    ...(attachments.length ? { attachments } : {}),
  });
}

/**
 * A visitor's sign-up waits for her: the one message to her unproven address, with no text she typed,
 * and the confirmation link (a secret: its body is erased from the outbox once delivered).
 */
export async function enqueueConfirmRequest(
  settings: MailSettings,
  event: ScheduledEvent,
  registration: Omit<MailRegistration, 'name'>,
  request: { token: string; holdMinutes: number; waitlisted: boolean },
): Promise<void> {
  const { context, data } = await mailData(settings, event, { ...registration, name: null });
  const { name: _name, ...fields } = data;
  void _name;
  const rendered = eventConfirmRequestMail(context, {
    ...fields,
    confirmToken: request.token,
    holdMinutes: request.holdMinutes,
    waitlisted: request.waitlisted,
  });
  await enqueueMail(settings.connection, `event-confirm-request:${registration.id}`, {
    to: registration.email,
    recipient: registration.recipient,
    ...rendered,
    secret: true,
  });
}

/**
 * A priced event's freed seat offered to the next person waiting (settlement.ts): held for her until
 * `offeredUntil` at her frozen price, taken by adding it to her cart from the occurrence's page. Under
 * the `event-promoted` kind (the kit's list of kinds has no `event-place-offer` yet), keyed apart.
 */
export async function enqueueOfferMail(
  settings: MailSettings,
  event: ScheduledEvent,
  registration: MailRegistration,
  offer: { offeredUntil: Date; unitCents: number },
): Promise<void> {
  const { context, data } = await mailData(settings, event, registration);
  const rendered = eventPlaceOfferMail(context, {
    ...data,
    cancelToken: cancelToken(registration.id, settings.tokenKeys),
    offeredUntil: offer.offeredUntil.toISOString(),
    unitCents: offer.unitCents,
  });
  await enqueueMail(settings.connection, `event-place-offer:${registration.id}`, {
    to: registration.email,
    recipient: registration.recipient,
    ...rendered,
  });
}

/** She canceled her paid registration (place-cancel.ts): once per registration, the refund left to staff. */
export async function enqueuePlaceCanceledMail(
  settings: MailSettings,
  event: ScheduledEvent,
  registration: MailRegistration,
  people: number,
): Promise<void> {
  const { context, data } = await mailData(settings, event, registration);
  const rendered = eventPlaceCanceledMail(context, { ...data, people });
  await enqueueMail(settings.connection, `event-place-canceled:${registration.id}`, {
    to: registration.email,
    recipient: registration.recipient,
    ...rendered,
  });
}

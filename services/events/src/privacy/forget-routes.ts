import type Router from '@koa/router';
import mongoose from 'mongoose';
import type { PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import type { PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { AppError } from '@ministry/kit/errors';
import { peopleForgetRouter } from '@ministry/kit/people-routes';
import { findEvent } from '../events/service';
import { occurrenceSpan } from '../events/time';
import { RegistrationModel } from '../registrations/model';
import { cancelPaidPlace } from '../registrations/place-cancel';
import { cancel } from '../registrations/settlement';
import type { SignupContext, StoredRegistration } from '../registrations/shared';

/** Her sign-up for an occurrence not started yet ends through the one cancel path (her seat freed). */
async function cancelFuture(context: SignupContext, stored: StoredRegistration): Promise<boolean> {
  if (stored.status === 'canceled') return false;
  const event = await findEvent(stored.eventId);
  if (event && occurrenceSpan(event, stored.date).start.toMillis() <= context.now().getTime()) return false;
  try {
    if (stored.holdKey && stored.status === 'confirmed') {
      // A paid place: the order line is canceled (refunded by the shop's rules); past its cut-off the
      // place still ends, without a refund.
      await cancelPaidPlace(context, stored).catch((error: unknown) => {
        if (error instanceof AppError && error.message === 'event.cancelCutoffPassed')
          return cancel(context, stored, 'allow');
        throw error;
      });
    } else await cancel(context, stored, 'allow');
  } catch (error) {
    // Another request ended it first: what we wanted.
    if (!(error instanceof AppError && error.message === 'event.registrationAlreadyCanceled')) throw error;
  }
  return true;
}

/**
 * Her account is deleted (identity asks): her sign-ups for occurrences to come are canceled (their
 * seats go to the waitlist), and every sign-up of hers is kept de-identified (event, day, status,
 * attendance) for the counts. Idempotent: a de-identified sign-up is not found again.
 */
export async function eventsForget(
  context: SignupContext,
  person: PeopleExportRequest,
): Promise<PeopleForgetAnswer<'events'>> {
  const whose: object[] = [{ emailKey: person.email.trim().toLowerCase() }];
  if (person.userId) whose.push({ userId: person.userId });
  const hers = await RegistrationModel.find(mongoose.trusted({ $or: whose, deidentifiedAt: null }), null, {
    strict: false,
  }).lean<StoredRegistration[]>();
  let canceled = 0;
  for (const stored of hers) if (await cancelFuture(context, stored)) canceled += 1;
  for (const stored of hers) {
    const id = String(stored._id);
    await RegistrationModel.updateOne(
      { _id: stored._id },
      {
        $set: {
          name: '',
          email: '',
          emailKey: `deleted:${id}`,
          // Still unique, and no longer naming her (an active sign-up's key holds her address or id).
          ...(stored.personKey.startsWith('canceled:') ? {} : { personKey: `deleted:${id}` }),
          userId: null,
          confirmTokenHash: null,
          deidentifiedAt: context.now(),
        },
      },
      { strict: false },
    );
  }
  return {
    service: 'events',
    done: { registrationsCanceled: canceled, registrationsDeidentified: hers.length },
  };
}

/** POST /internal/events/people/forget: identity only. */
export function eventsForgetRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  context: SignupContext,
): Router {
  return peopleForgetRouter('events', config, (person) => eventsForget(context, person));
}

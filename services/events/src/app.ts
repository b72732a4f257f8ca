import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import type { ServiceConfig } from '@ministry/kit/config';
import { identityClient } from '@ministry/kit/identity-client';
import { createLogger, type Logger } from '@ministry/kit/logger';
import {
  DEFAULT_HOLD_GRACE_MINUTES,
  DEFAULT_OFFER_HOURS,
  DEFAULT_SIGNUP_RATE_LIMIT,
  DEFAULT_VISITOR_SIGNUP,
  type EventsConfig,
} from './config';
import { eventEditorRouter, eventHistoryRouter } from './events/admin-routes';
import { eventsRouter } from './events/routes';
import { eventsExportRouter } from './privacy/export-routes';
import { eventsForgetRouter } from './privacy/forget-routes';
import { registrationEditorRouter } from './registrations/admin-routes';
import { audienceRouter } from './registrations/audience-routes';
import { internalPlacesRouter } from './registrations/places-routes';
import { billingClient } from '@ministry/kit/billing-client';
import { registrationsRouter } from './registrations/routes';
import { cancelRequestRecorder } from './registrations/shop-client';
import type { SignupContext } from './registrations/shared';
import { cancelTokenKeys } from './registrations/tokens';

export interface AppOptions {
  /** The clock sign-up closing and reminders read (tests move it). */
  now?: () => Date;
  logger?: Logger;
}

/** The settings the sign-up logic runs with, shared by the app and the reminder loop. */
export function signupContext(
  config: ServiceConfig &
    Partial<
      Pick<
        EventsConfig,
        'visitorSignup' | 'offerHours' | 'billingInternalUrl' | 'holdGraceMinutes' | 'shopInternalUrl'
      >
    >,
  data: Connection,
  options: AppOptions = {},
): SignupContext {
  const visitor = config.visitorSignup ?? DEFAULT_VISITOR_SIGNUP;
  return {
    connection: data,
    siteUrl: config.siteUrl,
    contentServiceUrl: config.contentServiceUrl,
    tokenKeys: cancelTokenKeys(config.sessionKeys),
    now: options.now ?? (() => new Date()),
    logger: options.logger,
    visitor: {
      holdMinutes: visitor.holdMinutes,
      pendingPerAddress: visitor.pendingPerAddress,
      pendingPerAccount: visitor.pendingPerAccount,
    },
    offerHours: config.offerHours ?? DEFAULT_OFFER_HOURS,
    plans: config.billingInternalUrl
      ? billingClient({ url: config.billingInternalUrl, internalApiKey: config.internalApiKey })
      : null,
    holdGraceMinutes: config.holdGraceMinutes ?? DEFAULT_HOLD_GRACE_MINUTES,
    shop: config.shopInternalUrl
      ? cancelRequestRecorder({ url: config.shopInternalUrl, internalApiKey: config.internalApiKey })
      : null,
  };
}

type AppConfig = ServiceConfig &
  Partial<
    Pick<
      EventsConfig,
      | 'identityInternalUrl'
      | 'signupRateLimit'
      | 'visitorSignup'
      | 'offerHours'
      | 'billingInternalUrl'
      | 'holdGraceMinutes'
      | 'shopInternalUrl'
    >
  >;

/** Without the events settings (another service's tests build it too), members give their e-mail. */
export function createApp(
  config: AppConfig,
  connections: { data: Connection; sessions: Connection },
  options: AppOptions = {},
): ServiceApp {
  const logger = options.logger ?? createLogger('events', config.logLevel);
  const signup = signupContext(config, connections.data, { ...options, logger });
  return createServiceApp({
    name: 'events',
    config,
    ...connections,
    logger,
    // Staff routers first: each is guarded once, and its paths are matched before the public ones.
    routers: [
      internalPlacesRouter(config, signup),
      eventsExportRouter(config, connections.data),
      eventsForgetRouter(config, signup),
      audienceRouter(config),
      eventHistoryRouter(),
      eventEditorRouter(signup),
      registrationEditorRouter(signup),
      registrationsRouter({
        signup,
        identity: config.identityInternalUrl
          ? identityClient({ url: config.identityInternalUrl, internalApiKey: config.internalApiKey })
          : null,
        rateLimit: { ...(config.signupRateLimit ?? DEFAULT_SIGNUP_RATE_LIMIT), connection: connections.data },
        visitorRateLimit: (config.visitorSignup ?? DEFAULT_VISITOR_SIGNUP).limit,
      }),
      eventsRouter(signup),
    ],
  });
}

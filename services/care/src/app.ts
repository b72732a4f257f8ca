import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import type { ServiceConfig } from '@ministry/kit/config';
import { identityClient, type IdentityClient } from '@ministry/kit/identity-client';
import { createLogger, type Logger } from '@ministry/kit/logger';
import { appointmentAdminRouter } from './appointments/admin-routes';
import { appointmentsRouter, BOOKING_LIMIT } from './appointments/routes';
import { visitorAppointmentsRouter, type VisitorBookingLimits } from './appointments/visitor-routes';
import { billingClient, type BillingClient } from './billing-client';
import { careCheckoutInternalRouter } from './checkout/routes';
import { DEFAULT_CARE_SETTINGS, type CareConfig } from './config';
import { textReadsAdminRouter } from './confidential/admin-routes';
import type { CareContext } from './context';
import { counselorAdminRouter } from './counselors/admin-routes';
import { mentoringAdminRouter } from './mentoring/admin-routes';
import { mentoringRouter } from './mentoring/routes';
import { packagesRouter } from './packages/routes';
import { careExportRouter } from './privacy/export-routes';
import { careForgetRouter } from './privacy/forget-routes';
import {
  careRequestAdminRouter,
  careRequestCounselorRouter,
  careRequestInternalRouter,
} from './requests/routes';
import { sessionTypeAdminRouter } from './session-types/admin-routes';
import { slidingScaleAdminRouter } from './sliding-scale/admin-routes';
import { slidingScaleRouter } from './sliding-scale/routes';
import { shopClient } from './shop-client';
import { DEVELOPMENT_TEXT_KEY, keyringFrom } from './text-crypto';

export interface AppOptions {
  /** The clock bookings, cut-offs and passes read (tests move it). */
  now?: () => Date;
  logger?: Logger;
  /** Stand-ins for the internal APIs (tests). */
  identity?: IdentityClient;
  billing?: BillingClient;
  bookingLimit?: { limit: number; windowMs: number };
  visitorBookingLimits?: VisitorBookingLimits;
}

type AppConfig = ServiceConfig &
  Partial<
    Pick<CareConfig, 'identityInternalUrl' | 'billingInternalUrl' | 'shopInternalUrl' | 'textKeys' | 'care'>
  >;

/** The care logic's context, shared by the app and the background passes. */
export function careContext(config: AppConfig, data: Connection, options: AppOptions = {}): CareContext {
  return {
    connection: data,
    siteUrl: config.siteUrl,
    contentServiceUrl: config.contentServiceUrl,
    now: options.now ?? (() => new Date()),
    logger: options.logger,
    identity:
      options.identity ??
      identityClient({
        url: config.identityInternalUrl ?? 'http://127.0.0.1:4001',
        internalApiKey: config.internalApiKey,
      }),
    billing:
      options.billing ??
      billingClient({
        url: config.billingInternalUrl ?? 'http://127.0.0.1:4005',
        internalApiKey: config.internalApiKey,
      }),
    shop: shopClient({
      url: config.shopInternalUrl ?? 'http://127.0.0.1:4004',
      internalApiKey: config.internalApiKey,
    }),
    keyring: config.textKeys ?? keyringFrom(DEVELOPMENT_TEXT_KEY),
    settings: config.care ?? DEFAULT_CARE_SETTINGS,
  };
}

export function createApp(
  config: AppConfig,
  connections: { data: Connection; sessions: Connection },
  options: AppOptions = {},
): ServiceApp & { context: CareContext } {
  const logger = options.logger ?? createLogger('care', config.logLevel);
  const context = careContext(config, connections.data, { ...options, logger });
  const built = createServiceApp({
    name: 'care',
    config,
    ...connections,
    logger,
    // Staff routers first, each guarded once (services/README.md).
    routers: [
      counselorAdminRouter(context),
      sessionTypeAdminRouter(),
      appointmentAdminRouter(context),
      slidingScaleAdminRouter(),
      mentoringAdminRouter(context),
      careRequestAdminRouter(),
      textReadsAdminRouter(),
      careRequestInternalRouter(context, config),
      careCheckoutInternalRouter(context, config),
      packagesRouter(context, config),
      careExportRouter(config, context),
      careForgetRouter(config, context),
      careRequestCounselorRouter(context),
      slidingScaleRouter(context),
      mentoringRouter(context),
      appointmentsRouter(context, options.bookingLimit ?? BOOKING_LIMIT),
      visitorAppointmentsRouter(context, options.visitorBookingLimits),
    ],
  });
  return { ...built, context };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Router from '@koa/router';
import type Koa from 'koa';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp as createBilling } from '../../billing/src/app';
import { seedFunds } from '../../billing/src/giving/funds';
import { createApp as createCare } from '../../care/src/app';
import { careIndexesReady } from '../../care/src/indexes';
import { seedSessionTypes } from '../../care/src/session-types/seed';
import { seedResources } from '../../content/src/resources/seed';
import { createApp as createContent, siteContentContext } from '../../content/src/app';
import { seedSiteContent } from '../../content/src/site-content/seed';
import { createApp as createEvents } from '../../events/src/app';
import { seedEvents } from '../../events/src/events/seed';
import { createApp as createIdentity } from '../../identity/src/app';
import type { IdentityConfig } from '../../identity/src/config';
import { ensureDefaultMailingLists } from '../../identity/src/outreach/consent';
import { ensureFirstAdmin, toSessionUser } from '../../identity/src/users/service';
import { UserModel } from '../../identity/src/users/model';
import { createApp as createShop } from '../../shop/src/app';
import { SHOP_DEFAULTS } from '../../shop/src/config';
import { prepareDatabase as prepareShop } from '../../shop/src/setup';
import { countDataWrites } from './snapshot';

export const SERVICES = ['identity', 'content', 'events', 'shop', 'billing', 'care'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const ROLES = [
  'visitor',
  'member',
  'event_editor',
  'content_editor',
  'admin',
  'counselor',
  'finance',
] as const;
export type Role = (typeof ROLES)[number];

/** The host the requests name; writes carry the matching Origin, as the browser sends through the gateway. */
export const SITE_HOST = 'ministry.test';
export const SITE_ORIGIN = `http://${SITE_HOST}`;
export const PASSWORD = 'correct horse battery';
export const WEBHOOK_SECRET = 'whsec_matrix';

/** A route as a service's @koa/router registered it: `METHOD /path/:param`. */
export interface RegisteredRoute {
  key: string;
  method: string;
  path: string;
  service: ServiceName;
  /** The middleware its router runs before every one of its routes (`router.use`): a staff router's guard. */
  routerGuards: readonly unknown[];
}

function routersOf(app: Koa): Router[] {
  return app.middleware.flatMap((middleware) => {
    const router = (middleware as { router?: Router }).router;
    return router ? [router] : [];
  });
}

/** Every route the six apps registered (a GET's implied HEAD left out). */
export function registeredRoutes(apps: Record<ServiceName, Koa>): RegisteredRoute[] {
  return SERVICES.flatMap((service) =>
    routersOf(apps[service]).flatMap((router) => {
      const routerGuards = router.stack
        .filter((layer) => layer.methods.length === 0)
        .flatMap((layer) => layer.stack);
      return router.stack.flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({
            key: `${method} ${String(layer.path)}`,
            method,
            path: String(layer.path),
            service,
            routerGuards,
          })),
      );
    }),
  );
}

export interface Stack {
  db: TestDatabase;
  apps: Record<ServiceName, Koa>;
  /** One handler for every service, routed by path like the gateway. */
  site: (req: IncomingMessage, res: ServerResponse) => void;
  users: Record<Exclude<Role, 'visitor'>, { id: string; username: string; email: string }>;
  /** A fresh signed-in session for the role (none for a visitor). */
  cookieFor: (role: Role) => Promise<string | undefined>;
  /**
   * The role's session shared by every request that leaves sessions alone (signed in once, until
   * `forgetSessions`; none for a visitor): each sign-in is a stored session, and identity updates all
   * of a member's sessions when her account changes.
   */
  sessionFor: (role: Role) => Promise<string | undefined>;
  /** After a request that signed someone in or out: the next `sessionFor` signs in afresh. */
  forgetSessions: () => void;
  internalKey: string;
  close: () => Promise<void>;
}

async function listen(handler: ReturnType<Koa['callback']>): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * The six services in this process over one fresh test database (their collections never clash),
 * seeded as on a first start, with a member, an event editor, a content editor, an admin, a counselor
 * (her care profile is opened by the rows that need it) and an admin with access to donors' records. Billing and care talk to this identity over HTTP,
 * billing to the run's stripe-mock.
 */
export async function openStack(): Promise<Stack> {
  const db = await openTestDatabase('matrix');
  countDataWrites();
  const identityConfig: IdentityConfig = {
    ...db.config,
    adminUsername: 'admin',
    adminPassword: PASSWORD,
    eventEditorAccount: '',
    bcryptRounds: 4,
  };
  const identity = createIdentity(identityConfig, db).app;
  const internalIdentity = await listen(identity.callback());
  const stripePort = Number(process.env.TEST_STRIPE_MOCK_PORT);
  if (!stripePort) throw new Error('TEST_STRIPE_MOCK_PORT is not set: run through jest (see jest.config.js)');
  // Shop and billing pay at the run's stripe-mock.
  const stripeMock = {
    secretKey: 'sk_test_mock',
    publishableKey: 'pk_test_mock',
    webhookSecret: WEBHOOK_SECRET,
    apiHost: '127.0.0.1',
    apiPort: stripePort,
    apiProtocol: 'http' as const,
    mock: true,
  };
  const content = createContent(
    { ...db.config, contactRateLimit: { limit: 100_000, windowMs: 60_000 } },
    db,
  ).app;
  const billing = createBilling(
    {
      ...db.config,
      identityInternalUrl: internalIdentity.url,
      // No order event reaches billing here (the forwarding is tested in order-webhook.test.ts).
      shopInternalUrl: 'http://127.0.0.1:9',
      stripe: {
        ...stripeMock,
        prices: { essential: 'price_essential', growth: 'price_growth', transform: 'price_transform' },
      },
    },
    db,
  ).app;
  const events = createEvents(db.config, db).app;
  const [internalContent, internalBilling, internalEvents] = await Promise.all([
    listen(content.callback()),
    listen(billing.callback()),
    listen(events.callback()),
  ]);
  // Nobody here subscribes: care's billing answers "no plan", as in care's own tests (plan credits are
  // tested there). Every row books from one address: the booking limit stands aside. Listening too: the
  // shop quotes, holds and settles a cart's paid sessions there.
  const care = createCare({ ...db.config, identityInternalUrl: internalIdentity.url }, db, {
    billing: { subscription: async () => null },
    bookingLimit: { limit: 100_000, windowMs: 60_000 },
  }).app;
  const internalCare = await listen(care.callback());
  const apps: Record<ServiceName, Koa> = {
    identity,
    content,
    events,
    // Orders are paid through PaymentIntents at the run's stripe-mock.
    shop: createShop(
      {
        ...db.config,
        // Every row checks out from one address, the admin many times: the checkout limits stand aside.
        checkout: { ...SHOP_DEFAULTS.checkout, memberLimit: 100_000, clientLimit: 100_000 },
        stripe: stripeMock,
        // Gifts, premium resources and places in the cart: priced and settled by their services, over HTTP.
        contentServiceUrl: internalContent.url,
        billingInternalUrl: internalBilling.url,
        eventsInternalUrl: internalEvents.url,
        careInternalUrl: internalCare.url,
      },
      db,
    ).app,
    billing,
    care,
  };

  await Promise.all([
    ensureFirstAdmin(identityConfig),
    ensureDefaultMailingLists({ data: db.data, now: Date.now }),
    seedResources(),
    seedFunds(),
    seedSiteContent(siteContentContext(db.data)),
    seedEvents(),
    prepareShop(),
    careIndexesReady().then(seedSessionTypes),
  ]);

  const callbacks = Object.fromEntries(SERVICES.map((name) => [name, apps[name].callback()])) as Record<
    ServiceName,
    ReturnType<Koa['callback']>
  >;
  const owners = SERVICES.map((name) => ({ name, routers: routersOf(apps[name]) }));
  const site = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    const owner = owners.find(({ routers }) =>
      routers.some((router) => router.stack.some((layer) => layer.methods.length > 0 && layer.match(path))),
    );
    // Like the gateway: a path no service owns still gets a JSON 404 from one of them.
    void callbacks[owner?.name ?? 'identity'](req, res);
  };

  const register = async (username: string) => {
    const email = `${username}@example.org`;
    const res = await request(site)
      .post('/api/auth/register')
      .send({ username, email, password: PASSWORD, firstName: 'Ruth', lastName: 'Moab' });
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${res.text}`);
    return { id: String(res.body.id), username, email };
  };
  const member = await register('martha');
  const editor = await register('deborah');
  await UserModel.updateOne({ _id: editor.id }, { role: 'event_editor' });
  const contentEditor = await register('ruth');
  await UserModel.updateOne({ _id: contentEditor.id }, { role: 'content_editor' });
  const counselor = await register('miriam');
  await UserModel.updateOne({ _id: counselor.id }, { role: 'counselor' });
  // An admin given access to donors' records (the first admin stays a plain admin).
  const finance = await register('phoebe');
  await UserModel.updateOne({ _id: finance.id }, { role: 'admin', finance: true });
  const admin = await UserModel.findOne({ usernameKey: 'admin' });
  if (!admin) throw new Error('the first admin was not created');
  const users = {
    member,
    event_editor: editor,
    content_editor: contentEditor,
    admin: { id: String(admin._id), username: admin.username, email: admin.email },
    counselor,
    finance,
  };

  const cookieFor = async (role: Role) => {
    if (role === 'visitor') return undefined;
    const user = await UserModel.findById(users[role].id);
    if (!user) throw new Error(`the ${role} is gone`);
    return signedInCookie(db, toSessionUser(user));
  };

  const sessions = new Map<Role, Promise<string | undefined>>();
  const sessionFor = (role: Role) => {
    let session = sessions.get(role);
    if (!session) sessions.set(role, (session = cookieFor(role)));
    return session;
  };

  return {
    db,
    apps,
    site,
    users,
    cookieFor,
    sessionFor,
    forgetSessions: () => sessions.clear(),
    internalKey: db.config.internalApiKey,
    close: async () => {
      for (const internal of [
        internalIdentity,
        internalContent,
        internalBilling,
        internalEvents,
        internalCare,
      ])
        await new Promise((resolve) => internal.server.close(resolve));
      await db.close();
    },
  };
}

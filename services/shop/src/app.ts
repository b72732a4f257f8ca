import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import type { ServiceConfig } from '@ministry/kit/config';
import { identityClient } from '@ministry/kit/identity-client';
import { createLogger, type Logger } from '@ministry/kit/logger';
import { createStripeClient } from '@ministry/kit/stripe';
import { catalog } from './cart/catalog';
import { cartRouter } from './cart/routes';
import { shopConfigOf, type ShopSettingsConfig } from './config';
import { adminOrdersRouter } from './orders/admin-routes';
import type { OrdersContext } from './orders/context';
import { internalOrdersRouter } from './orders/internal-routes';
import { ordersRouter } from './orders/routes';
import { shopExportRouter } from './privacy/export-routes';
import { shopForgetRouter } from './privacy/forget-routes';
import { adminProductsRouter } from './products/admin-routes';
import { productsRouter } from './products/routes';

/** The settings the order logic runs with, shared by the app and the hold sweeper. */
export function ordersContext(
  config: ServiceConfig & Partial<ShopSettingsConfig>,
  data: Connection,
  logger: Logger = createLogger('shop', config.logLevel),
  now: () => number = Date.now,
): OrdersContext {
  const shop = shopConfigOf(config);
  return {
    config: shop,
    stripe: shop.stripe ? createStripeClient(shop.stripe, 'ministry-shop') : null,
    identity: shop.identityInternalUrl
      ? identityClient({ url: shop.identityInternalUrl, internalApiKey: config.internalApiKey })
      : null,
    connection: data,
    logger,
    catalog: catalog({
      billingUrl: shop.billingInternalUrl,
      contentUrl: shop.contentServiceUrl,
      eventsUrl: shop.eventsInternalUrl,
      careUrl: shop.careInternalUrl,
      internalKey: config.internalApiKey,
      maxAgeMs: shop.catalogMaxAgeMs,
    }),
    now,
  };
}

/** Without the shop's own settings (other services' tests build it too), defaults apply and payments are off. */
export function createApp(
  config: ServiceConfig & Partial<ShopSettingsConfig>,
  connections: { data: Connection; sessions: Connection },
  options: { orders?: OrdersContext } = {},
): ServiceApp {
  const logger = options.orders?.logger ?? createLogger('shop', config.logLevel);
  const orders = options.orders ?? ordersContext(config, connections.data, logger);
  if (!orders.stripe) logger.warn('STRIPE_SECRET_KEY is not set: checkout answers "payments unavailable"');
  return createServiceApp({
    name: 'shop',
    config,
    ...connections,
    logger,
    // Staff routers first: each is guarded once, and its paths are matched before the public ones.
    routers: [
      adminProductsRouter({ lowStockThreshold: orders.config.lowStockThreshold }),
      adminOrdersRouter(orders),
      productsRouter(),
      cartRouter(orders.catalog),
      ordersRouter(orders),
      internalOrdersRouter(orders),
      shopExportRouter(config, connections.data),
      shopForgetRouter(config),
    ],
  });
}

import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import type { ServiceConfig } from '@ministry/kit/config';
import { cartRouter } from './cart/routes';
import { ordersRouter } from './orders/routes';
import { productsRouter } from './products/routes';

export function createApp(
  config: ServiceConfig,
  connections: { data: Connection; sessions: Connection },
): ServiceApp {
  return createServiceApp({
    name: 'shop',
    config,
    ...connections,
    routers: [productsRouter(), cartRouter(), ordersRouter()],
  });
}

import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import type { ServiceConfig } from '@ministry/kit/config';
import { eventsRouter } from './events/routes';

export function createApp(
  config: ServiceConfig,
  connections: { data: Connection; sessions: Connection },
): ServiceApp {
  return createServiceApp({ name: 'events', config, ...connections, routers: [eventsRouter()] });
}

import { loadServiceConfig, type ServiceConfig } from '@ministry/kit/config';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return loadServiceConfig(env, { port: 4004, databaseName: 'ministry-shop' });
}

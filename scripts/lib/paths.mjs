// @ts-check
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TOOLS_BIN = join(ROOT, '.tools', 'bin');
export const EMBEDDED_MONGO = join(TOOLS_BIN, 'embedded-mongo');
export const STRIPE_MOCK = join(TOOLS_BIN, 'stripe-mock');
export const STRIPE_MOCK_VERSION = 'v0.197.0';
export const ACTIONLINT = join(TOOLS_BIN, 'actionlint');
export const ACTIONLINT_VERSION = 'v1.7.12';
export const DOCKER_COMPOSE = join(TOOLS_BIN, 'docker-compose');
export const DOCKER_COMPOSE_VERSION = 'v2.40.3';
/** Prometheus's promtool, from Debian's prometheus package (scripts/setup.mjs): checks and tests ops/prometheus. */
export const PROMTOOL = join(TOOLS_BIN, 'promtool');
export const FRONTENDS = ['shell', 'mfe-content', 'mfe-shop', 'mfe-events', 'mfe-account', 'mfe-admin'];
/**
 * The Koa services: the five API services, `pages` (the head of every address; no database), then
 * `care` (last, so that the others keep their ports).
 */
export const SERVICES = ['identity', 'content', 'events', 'shop', 'billing', 'pages', 'care'];

import { createLogger, errorFields } from '@ministry/kit/logger';
import { repeatEvery } from '@ministry/kit/repeat';
import { runService } from '@ministry/kit/server';
import { createApp, ordersContext } from './app';
import { loadConfig } from './config';
import type { OrdersContext } from './orders/context';
import { sweepExpiredHolds } from './orders/holds';
import { recoverCheckouts } from './orders/service';
import { prepareDatabase } from './setup';

/** How often checkouts a crash left half done are looked for (each after its lease has run out). */
const RECOVERY_EVERY_MS = 60_000;
/** How often unpaid orders whose stock hold ran out are expired (their stock given back). */
const HOLD_SWEEP_EVERY_MS = 60_000;

const config = loadConfig();
const logger = createLogger('shop', config.logLevel);
const recover = () =>
  recoverCheckouts().then((count) => {
    if (count) logger.warn('recovered checkouts left half done', { count });
  });
const recoveryFailed = (error: unknown) => logger.error('checkout recovery failed', errorFields(error));
const sweepFailed = (error: unknown) => logger.error('hold sweep failed', errorFields(error));

let orders: OrdersContext | null = null;
const sweep = async () => {
  if (!orders) return;
  const count = await sweepExpiredHolds(orders);
  if (count) logger.info('expired unpaid orders, their stock given back', { count });
};

void runService({
  name: 'shop',
  config,
  build: (connections) => {
    orders = ordersContext(config, connections.data, logger);
    return createApp(config, connections, { orders });
  },
  onConnected: async () => {
    await prepareDatabase();
    await recover().catch(recoveryFailed);
    repeatEvery(RECOVERY_EVERY_MS, recover, recoveryFailed);
    repeatEvery(HOLD_SWEEP_EVERY_MS, sweep, sweepFailed);
  },
});

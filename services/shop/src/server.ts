import { createLogger } from '@ministry/kit/logger';
import { gaugeWhenScraped, metrics } from '@ministry/kit/metrics';
import { identityBounceReporter } from '@ministry/kit/bounce-client';
import { runService } from '@ministry/kit/server';
import { createApp, ordersContext } from './app';
import { loadConfig } from './config';
import type { OrdersContext } from './orders/context';
import { sweepExpiredHolds } from './orders/holds';
import { recoverCheckouts } from './orders/checkout-claims';
import { ordersRetentionJob } from './privacy/retention';
import { prepareDatabase } from './setup';
import { heldUnits } from './shared/stock';

/** How often checkouts a crash left half done are looked for (each after its lease has run out). */
const RECOVERY_EVERY_MS = 60_000;
/** How often unpaid orders whose stock hold ran out are expired (their stock given back). */
const HOLD_SWEEP_EVERY_MS = 60_000;

const config = loadConfig();
const logger = createLogger('shop', config.logLevel);
const recover = async () => {
  const count = await recoverCheckouts();
  if (count) logger.warn('recovered checkouts left half done', { count });
};

let orders: OrdersContext | null = null;
const sweep = async () => {
  if (!orders) return;
  const count = await sweepExpiredHolds(orders);
  if (count) logger.info('expired unpaid orders, their stock given back', { count });
};

gaugeWhenScraped(metrics.stockHeld, heldUnits);

void runService({
  name: 'shop',
  config,
  build: (connections) => {
    orders = ordersContext(config, connections.data, logger);
    return createApp(config, connections, { orders });
  },
  onHardBounce: identityBounceReporter(config),
  onConnected: prepareDatabase,
  jobs: () => [
    { name: 'checkout recovery', everyMs: RECOVERY_EVERY_MS, run: recover, atStart: true },
    { name: 'hold sweep', everyMs: HOLD_SWEEP_EVERY_MS, run: sweep },
    ordersRetentionJob(config.financialRecordsRetentionYears),
  ],
});

import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import type { IdentityClient } from '@ministry/kit/identity-client';
import type { Logger } from '@ministry/kit/logger';
import type { Catalog } from '../cart/catalog';
import type { ShopConfig } from '../config';

/**
 * What the order logic runs with: the shop's settings, Stripe (null when payments are off), identity
 * (null when not configured), the outbox, and the funds and resources a cart's other lines sell.
 */
export interface OrdersContext {
  config: ShopConfig;
  stripe: Stripe | null;
  identity: IdentityClient | null;
  /** The shop's database connection, where its outbox lives. */
  connection: Connection;
  logger: Logger;
  /** Billing's funds and content's premium resources (cart/catalog.ts). */
  catalog: Catalog;
  /** The clock the checkout limits count their windows by (tests set it). */
  now: () => number;
}

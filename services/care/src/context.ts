import type { Connection } from 'mongoose';
import type { IdentityClient } from '@ministry/kit/identity-client';
import type { Logger } from '@ministry/kit/logger';
import type { BillingClient } from './billing-client';
import type { CareSettings } from './config';
import type { ShopClient } from './shop-client';
import type { TextKeyring } from './text-crypto';

/** What the care logic runs with, built once in app.ts / server.ts (services/README.md). */
export interface CareContext {
  /** The service's data connection: its outbox. */
  connection: Connection;
  siteUrl: string;
  contentServiceUrl: string;
  now: () => Date;
  logger?: Logger;
  identity: IdentityClient;
  billing: BillingClient;
  /** The shop: a paid session canceled in time is refunded there. */
  shop: ShopClient;
  keyring: TextKeyring;
  settings: CareSettings;
}

import Router from '@koa/router';
import { string } from 'yup';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import {
  PLACES_CONFIRM_PATH,
  PLACES_HOLD_PATH,
  PLACES_QUOTE_PATH,
  PLACES_RELEASE_PATH,
  placesHoldSchema,
  placesKeySchema,
  placesQuoteSchema,
  type PlacesHold,
} from '@ministry/contracts/order-settlement';
import { confirmPlaces, holdPlaces, quotePlacesFor, releasePlaces, type PlacesRequest } from './places';
import type { SignupContext } from './shared';

/**
 * A quote may name the buyer (`userId`, optional, beyond the contract's shape): a seat offered to her
 * from the waitlist is then priced as it was frozen for her, as her hold will be.
 */
const quoteSchema = placesQuoteSchema.shape({
  userId: string().trim().max(100, 'api.invalidInput').nullable().default(null),
});

/**
 * Service to service (never routed by the gateway), the shop's key only: an order line's places
 * quoted, held, confirmed once Stripe's webhook said the order is paid, and released (places.ts).
 */
export function internalPlacesRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  signup: SignupContext,
): Router {
  const router = new Router({ prefix: '/internal/places' });
  router.use(requireInternalCaller(config, ['shop']));
  const path = (full: string) => full.slice('/internal/places'.length);

  router.post(path(PLACES_QUOTE_PATH), validate('body', quoteSchema), async (ctx) => {
    ctx.body = await quotePlacesFor(signup, validated<PlacesRequest>(ctx.state, 'body'));
  });

  router.post(path(PLACES_HOLD_PATH), validate('body', placesHoldSchema), async (ctx) => {
    ctx.body = await holdPlaces(signup, validated<PlacesHold>(ctx.state, 'body'));
  });

  router.post(path(PLACES_CONFIRM_PATH), validate('body', placesKeySchema), async (ctx) => {
    ctx.body = await confirmPlaces(signup, validated<{ key: string }>(ctx.state, 'body').key);
  });

  router.post(path(PLACES_RELEASE_PATH), validate('body', placesKeySchema), async (ctx) => {
    await releasePlaces(signup, validated<{ key: string }>(ctx.state, 'body').key);
    ctx.body = { key: validated<{ key: string }>(ctx.state, 'body').key, released: true };
  });

  return router;
}

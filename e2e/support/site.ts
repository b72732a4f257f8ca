/** The e2e stack runs on its own ports, so it never meets a site started with `npm start`. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** scripts/lib/stack.mjs puts the database at base port + 20. */
export const E2E_MONGODB_URI = process.env.E2E_MONGODB_URI ?? `mongodb://127.0.0.1:${E2E_PORT + 20}`;

/** Every route inside the site layout, with a sample for parameters. */
export const SITE_PATHS = [
  '/',
  '/about',
  '/services',
  '/team',
  '/contact',
  '/resources',
  '/events',
  '/events/cancel',
  '/events/confirm',
  '/shop',
  '/shop/sample-product',
  '/cart',
  '/checkout',
  '/checkout/complete',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/account',
  '/subscribe',
  '/subscription-success',
  '/give',
  '/give/thank-you',
];

// The platform's Stripe.js loader, for this remote's payment steps (the gift's and the subscription's).
// Imported through here so the server build can swap it for stripe.server.ts.
export { stripeFor } from '@ministry/platform/stripe';

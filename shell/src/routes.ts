import { matchRoutes } from 'react-router-dom';

/** Which remote module renders each route (docs/ARCHITECTURE.md): the shell composes, remotes own screens. */
export interface RemoteRouteDefinition {
  path: string;
  /** `<remote>/<exposed module>` */
  module: string;
}

/** Routes inside the site layout (header, main, footer). */
export const SITE_ROUTES: RemoteRouteDefinition[] = [
  { path: '/', module: 'content/Home' },
  { path: '/about', module: 'content/About' },
  { path: '/services', module: 'content/Services' },
  { path: '/team', module: 'content/Team' },
  { path: '/contact', module: 'content/Contact' },
  { path: '/resources', module: 'content/Resources' },
  { path: '/events', module: 'events/EventsCalendar' },
  { path: '/events/cancel', module: 'events/CancelRegistration' },
  { path: '/events/confirm', module: 'events/ConfirmRegistration' },
  { path: '/events/:id/:date', module: 'events/EventOccurrence' },
  { path: '/shop', module: 'shop/ShopList' },
  { path: '/shop/:id', module: 'shop/ProductDetail' },
  { path: '/cart', module: 'shop/Cart' },
  { path: '/checkout', module: 'shop/Checkout' },
  { path: '/checkout/complete', module: 'shop/CheckoutComplete' },
  { path: '/login', module: 'account/Login' },
  { path: '/register', module: 'account/Register' },
  { path: '/forgot-password', module: 'account/ForgotPassword' },
  { path: '/reset-password', module: 'account/ResetPassword' },
  { path: '/verify-email', module: 'account/VerifyEmail' },
  { path: '/account', module: 'account/Account' },
  { path: '/subscribe', module: 'account/Subscribe' },
  { path: '/subscription-success', module: 'account/SubscriptionSuccess' },
  { path: '/give', module: 'account/Give' },
  { path: '/give/thank-you', module: 'account/GiveThankYou' },
];

/** Full-screen routes, without the site layout. */
export const FULL_SCREEN_ROUTES: RemoteRouteDefinition[] = [
  { path: '/admin', module: 'admin/AdminDashboard' },
  { path: '/events/manage', module: 'events/EventManagement' },
];

/** The remote module that renders an address, if a remote renders it. */
export function moduleForPath(pathname: string): string | undefined {
  return matchRoutes([...FULL_SCREEN_ROUTES, ...SITE_ROUTES], pathname)?.[0]?.route.module;
}

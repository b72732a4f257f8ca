/**
 * The site's pages: one entry per address the shell routes, and the one place that says, for each,
 * which remote module renders it, which texts name it, whether search engines may list it, whether it
 * has the site layout, and whether its first screen is the same for every visitor.
 *
 * Read by the shell (its routes), by the pages service (each address's head and status, the sitemap;
 * the texts themselves are generated from the remotes' locale files, see services/pages/README.md)
 * and by the e2e tests. Isomorphic: no React, no Node.
 */

/**
 * A text in a locale file, as i18next names it: `<namespace>:<dotted key>`. A remote's namespace is its
 * own name (`content` is every `mfe-content/src/locales/<language>/*.json`), the platform's is `common`.
 */
export type TextKey = `${string}:${string}`;

/**
 * - `public`: a page for everyone, listed in the sitemap in both languages (a page with parameters:
 *   each one the services list, products and the coming event occurrences);
 * - `indexed`: may be found by search, but not worth a place in the sitemap (sign-in);
 * - `noindex`: a page of one person (account, cart, admin…) or a step of a flow (reset password):
 *   answered with its head, but kept out of search results.
 */
export type Visibility = 'public' | 'indexed' | 'noindex';

export interface SitePageDefinition {
  /**
   * As React Router writes it: `/events/:id/:date`. Static segments match in any case, a `:name`
   * segment matches any non-empty segment, trailing slashes are ignored.
   */
  path: string;
  /** `<remote>/<exposed module>`: the remote's module-federation config exposes it. */
  module: `${string}/${string}`;
  /** The page's name: its title and description in the head. */
  key: string;
  /**
   * The page's title as its screen sets it (`usePageTitle`: "<title> | <site title>"), and the
   * description of its head: the page's lead where it has one.
   */
  texts: { title: TextKey; description: TextKey };
  visibility: Visibility;
  /** Rendered without the site layout (no header, no footer). */
  fullScreen: boolean;
  /** Its first screen needs no session: the same for every visitor, so it could be rendered on a server. */
  publicFirstScreen: boolean;
}

const PAGES = [
  {
    path: '/',
    module: 'content/Home',
    key: 'home',
    // The seed's hero heading: the pages service names `/` by the published one, as the page itself
    // does once loaded, and uses this only while the content service has never answered.
    texts: { title: 'content:meta.homeTitle', description: 'common:site.description' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/about',
    module: 'content/About',
    key: 'about',
    texts: { title: 'content:pages.about.title', description: 'content:meta.aboutDescription' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/services',
    module: 'content/Services',
    key: 'services',
    texts: { title: 'content:pages.services.title', description: 'content:servicesPage.intro' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/team',
    module: 'content/Team',
    key: 'team',
    texts: { title: 'content:pages.team.title', description: 'content:teamPage.lead' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/contact',
    module: 'content/Contact',
    key: 'contact',
    texts: { title: 'content:pages.contact.title', description: 'content:contactPage.lead' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/resources',
    module: 'content/Resources',
    key: 'resources',
    texts: { title: 'content:pages.resources.title', description: 'content:resources.lead' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/events',
    module: 'events/EventsCalendar',
    key: 'events',
    texts: { title: 'events:pages.eventsCalendar.title', description: 'events:calendar.intro' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/events/cancel',
    module: 'events/CancelRegistration',
    key: 'cancelRegistration',
    texts: { title: 'events:pages.cancelRegistration.title', description: 'events:cancelPage.intro' },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/events/confirm',
    module: 'events/ConfirmRegistration',
    key: 'confirmRegistration',
    texts: {
      title: 'events:pages.confirmRegistration.title',
      description: 'events:pages.confirmRegistration.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    // The head names the event and its day (from the events service); these texts when it cannot.
    path: '/events/:id/:date',
    module: 'events/EventOccurrence',
    key: 'eventOccurrence',
    texts: { title: 'events:pages.eventOccurrence.title', description: 'events:calendar.intro' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/events/manage',
    module: 'events/EventManagement',
    key: 'eventManagement',
    texts: { title: 'events:pages.eventManagement.title', description: 'events:manage.intro' },
    visibility: 'noindex',
    fullScreen: true,
    publicFirstScreen: false,
  },
  {
    path: '/shop',
    module: 'shop/ShopList',
    key: 'shop',
    texts: { title: 'shop:pages.shopList.title', description: 'shop:list.intro' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    // The head names the product (from the shop service); these texts when it cannot.
    path: '/shop/:id',
    module: 'shop/ProductDetail',
    key: 'product',
    texts: { title: 'shop:pages.productDetail.title', description: 'shop:list.intro' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/cart',
    module: 'shop/Cart',
    key: 'cart',
    texts: { title: 'shop:pages.cart.title', description: 'shop:pages.cart.description' },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/checkout',
    module: 'shop/Checkout',
    key: 'checkout',
    texts: { title: 'shop:pages.checkout.title', description: 'shop:checkout.intro' },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/checkout/complete',
    module: 'shop/CheckoutComplete',
    key: 'checkoutComplete',
    texts: {
      title: 'shop:pages.checkoutComplete.title',
      description: 'shop:pages.checkoutComplete.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/login',
    module: 'account/Login',
    key: 'login',
    texts: { title: 'account:pages.login.title', description: 'account:pages.login.description' },
    visibility: 'indexed',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/register',
    module: 'account/Register',
    key: 'register',
    texts: { title: 'account:pages.register.title', description: 'account:register.intro' },
    visibility: 'indexed',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/forgot-password',
    module: 'account/ForgotPassword',
    key: 'forgotPassword',
    texts: { title: 'account:pages.forgotPassword.title', description: 'account:forgot.intro' },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/reset-password',
    module: 'account/ResetPassword',
    key: 'resetPassword',
    texts: { title: 'account:pages.resetPassword.title', description: 'account:reset.intro' },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/verify-email',
    module: 'account/VerifyEmail',
    key: 'verifyEmail',
    texts: {
      title: 'account:pages.verifyEmail.title',
      description: 'account:pages.verifyEmail.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/account',
    module: 'account/Account',
    key: 'account',
    texts: { title: 'account:pages.account.title', description: 'account:pages.account.description' },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/subscribe',
    module: 'account/Subscribe',
    key: 'subscribe',
    texts: { title: 'account:pages.subscribe.title', description: 'account:subscribe.intro' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/subscription-success',
    module: 'account/SubscriptionSuccess',
    key: 'subscriptionSuccess',
    texts: {
      title: 'account:pages.subscriptionSuccess.title',
      description: 'account:pages.subscriptionSuccess.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/give',
    module: 'account/Give',
    key: 'give',
    texts: { title: 'account:pages.give.title', description: 'account:giving.give.intro' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/give/thank-you',
    module: 'account/GiveThankYou',
    key: 'giveThankYou',
    texts: {
      title: 'account:pages.giveThankYou.title',
      description: 'account:pages.giveThankYou.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/admin',
    module: 'admin/AdminDashboard',
    key: 'admin',
    texts: { title: 'admin:pages.adminDashboard.title', description: 'admin:dashboard.intro' },
    visibility: 'noindex',
    fullScreen: true,
    publicFirstScreen: false,
  },
] as const satisfies readonly SitePageDefinition[];

/**
 * The shell's own page for an address that names nothing: shown at `/not-found` (where the shell
 * sends a visitor) and at any unknown address; the pages service answers both 404.
 */
export const NOT_FOUND_PAGE = {
  path: '/not-found',
  key: 'notFound',
  texts: { title: 'common:notFound.title', description: 'common:notFound.body' },
} as const satisfies Pick<SitePageDefinition, 'path' | 'key' | 'texts'>;

export const NOT_FOUND_PATH = NOT_FOUND_PAGE.path;

/** The site's own texts in every head: the title after each page's, the description of the site, the card's alt text. */
export const SITE_TEXT_KEYS = {
  title: 'common:site.title',
  description: 'common:site.description',
  imageAlt: 'content:meta.ogImageAlt',
} as const satisfies Record<string, TextKey>;

export type PageKey = (typeof PAGES)[number]['key'] | typeof NOT_FOUND_PAGE.key;

export interface SitePage extends SitePageDefinition {
  key: Exclude<PageKey, 'notFound'>;
}

export const SITE_PAGES: readonly SitePage[] = PAGES;

/** Every page key with texts: the pages the shell routes, then its not-found page. */
export const PAGE_KEYS: readonly PageKey[] = [...PAGES.map((page) => page.key), NOT_FOUND_PAGE.key];

/** The segments of a path: '/events/a/b' → ['events', 'a', 'b']; '/' and '' → []. */
function segmentsOf(path: string): string[] {
  return path === '' || path === '/' ? [] : path.split('/').slice(1);
}

const isParam = (segment: string) => segment.startsWith(':');

/** Whether the page's path has parameters (`/shop/:id`): it is one page per product, event… */
export const hasParams = (page: Pick<SitePageDefinition, 'path'>) => segmentsOf(page.path).some(isParam);

export interface PageMatch {
  page: SitePage;
  /** Each `:name` of the page's path, as the address has it (not decoded). */
  params: Record<string, string>;
}

/**
 * The page an address shows, as the shell's router picks it: trailing slashes ignored, static
 * segments in any case, a parameter any non-empty segment; where two pages match, the one with more
 * static segments. Null for an address no page has (the shell shows its not-found page there).
 */
export function matchPage(pathname: string): PageMatch | null {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed !== '' && !trimmed.startsWith('/')) return null;
  const wanted = segmentsOf(trimmed);
  let best: (PageMatch & { statics: number }) | null = null;
  for (const page of SITE_PAGES) {
    const pattern = segmentsOf(page.path);
    if (pattern.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    let statics = 0;
    const matches = pattern.every((part, index) => {
      const segment = wanted[index]!;
      if (isParam(part)) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      statics++;
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches && (!best || statics > best.statics)) best = { page, params, statics };
  }
  return best && { page: best.page, params: best.params };
}

/** The addresses of the public pages without parameters: the fixed part of the sitemap. */
export function publicPaths(): string[] {
  return SITE_PAGES.filter((page) => page.visibility === 'public' && !hasParams(page)).map(
    (page) => page.path,
  );
}

/**
 * The site's pages, as rows: one entry per address the shell routes, saying which remote module
 * renders it, which texts name it, whether search engines may list it, whether it has the site layout,
 * and whether its first screen is the same for every visitor. Everything reads them through
 * `pages.ts` (`SITE_PAGES`, `matchPage`…). Isomorphic: no React, no Node.
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

export const PAGES = [
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
    path: '/counseling',
    module: 'content/Counseling',
    key: 'counseling',
    texts: { title: 'content:pages.counseling.title', description: 'content:counselingPage.lead' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    // A visitor books a session open to visitors (the initial consultation), then pays from an e-mail.
    path: '/counseling/book',
    module: 'account/CounselingBook',
    key: 'counselingBook',
    texts: {
      title: 'account:pages.counselingBook.title',
      description: 'account:pages.counselingBook.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    // The link e-mailed to a visitor who booked (#token=…): her booking and "Pay to confirm".
    path: '/counseling/pay',
    module: 'account/CounselingPay',
    key: 'counselingPay',
    texts: {
      title: 'account:pages.counselingPay.title',
      description: 'account:pages.counselingPay.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/privacy',
    module: 'content/Privacy',
    key: 'privacy',
    texts: { title: 'content:pages.privacy.title', description: 'content:privacyPage.lead' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    path: '/announcements',
    module: 'content/Announcements',
    key: 'announcements',
    texts: { title: 'content:pages.announcements.title', description: 'content:outreach.archive.lead' },
    visibility: 'public',
    fullScreen: false,
    publicFirstScreen: true,
  },
  {
    // One announcement of the archive: found from /announcements, not listed in the sitemap.
    path: '/announcements/:id',
    module: 'content/Announcement',
    key: 'announcement',
    texts: { title: 'content:pages.announcements.title', description: 'content:outreach.archive.lead' },
    visibility: 'indexed',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    // The link in every announcement: opening it changes nothing, the page's button unsubscribes.
    path: '/unsubscribe/:token',
    module: 'content/Unsubscribe',
    key: 'unsubscribe',
    texts: {
      title: 'content:pages.unsubscribe.title',
      description: 'content:outreach.unsubscribe.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/mailing-lists/confirm',
    module: 'content/ConfirmListSubscription',
    key: 'confirmListSubscription',
    texts: {
      title: 'content:pages.confirmSubscription.title',
      description: 'content:outreach.confirm.description',
    },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
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
    // The "download my data" link: opening it downloads nothing, the page's button does.
    path: '/my-data',
    module: 'account/MyData',
    key: 'myData',
    texts: { title: 'account:dataExport.pageTitle', description: 'account:dataExport.pageDescription' },
    visibility: 'noindex',
    fullScreen: false,
    publicFirstScreen: false,
  },
  {
    path: '/account-deletion',
    module: 'account/AccountDeletion',
    key: 'accountDeletion',
    texts: {
      title: 'account:accountDeletion.pageTitle',
      description: 'account:accountDeletion.pageDescription',
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

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@ministry/platform/session';
import { CartIcon } from '@ministry/platform/icons';
import { RemoteComponent } from '../remotes/remote-component';
import { LanguageSwitch } from './language-switch';
import { MENU } from './menu';
import { MobileSessionLinks, SessionMenu } from './session-menu';

export const HEADER_SCROLL_THRESHOLD_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * Calls `onChange` when she signs in or out: the session known and then known to be someone else's
 * (or none). Not when it first becomes known: a page the browser renders (or one whose session the
 * server did not know in time) shows the menu before her session has been read, and a menu she
 * opened meanwhile stays open.
 */
function useSignInOrOut(onChange: () => void): void {
  const { user, isLoading } = useSession();
  const signedInAs = isLoading ? undefined : (user?.id ?? null);
  const known = useRef(signedInAs);
  useEffect(() => {
    if (signedInAs === undefined) return;
    if (known.current !== undefined && known.current !== signedInAs) onChange();
    known.current = signedInAs;
  }, [signedInAs, onChange]);
}

/** Without the shop remote the cart is still a plain link. */
function PlainCartLink() {
  const { t } = useTranslation();
  return (
    <Link to="/cart" className="nav-link px-2" aria-label={t('nav.cart')}>
      <CartIcon />
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [expanded, setExpanded] = useState(false);

  // The mobile menu closes on every route change, and on signing in or out.
  const close = useCallback(() => setExpanded(false), []);
  useEffect(close, [close, pathname]);
  useSignInOrOut(close);

  // The same element on every render, so the header's own updates (scrolling, the menu, the session
  // arriving) never reach the badge: on a page the server rendered, an update reaching its Suspense
  // boundary before React has hydrated it would make React throw that part of the HTML away.
  const cart = useMemo(
    () => (
      <RemoteComponent id="shop/CartBadge" loading={<PlainCartLink />} fallback={() => <PlainCartLink />} />
    ),
    [],
  );

  // Bootstrap's navbar markup, written out: react-bootstrap's Navbar would put its whole library (and
  // its collapse animation) on every first page.
  return (
    <header
      className={`navbar navbar-expand-lg sticky-top site-header${scrolled ? ' site-header--scrolled' : ''}`}
      data-scrolled={scrolled}
    >
      <div className="container-xl">
        <Link to="/" className="navbar-brand brand" aria-label={t('brand.home')}>
          <span className="brand-mark" aria-hidden="true">
            ✚
          </span>
          <span className="brand-name">{t('brand.name')}</span>
        </Link>
        <div className="d-flex align-items-center gap-1 d-lg-none ms-auto me-2">{cart}</div>
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="site-menu"
          aria-expanded={expanded}
          aria-label={t('nav.menu')}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="site-menu" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
          <nav className="navbar-nav mx-auto site-menu" aria-label={t('nav.mainNavigation')}>
            {MENU.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === '/'} className="nav-link">
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
            <div className="d-lg-none border-top mt-2 pt-2">
              <MobileSessionLinks />
            </div>
          </nav>
          <div className="header-actions d-flex align-items-center gap-2 py-2 py-lg-0">
            <LanguageSwitch />
            <div className="d-none d-lg-flex align-items-center gap-2">
              {cart}
              <SessionMenu />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}

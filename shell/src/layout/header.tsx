import { Container, Nav, Navbar } from 'react-bootstrap';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '@ministry/platform/icons';
import { RemoteComponent } from '../remotes/remote-component';
import { LanguageSwitch } from './language-switch';
import { MobileSessionLinks, SessionMenu } from './session-menu';

export const HEADER_SCROLL_THRESHOLD_PX = 10;

const MENU = [
  { to: '/', key: 'home' },
  { to: '/about', key: 'about' },
  { to: '/services', key: 'services' },
  { to: '/team', key: 'team' },
  { to: '/events', key: 'events' },
  { to: '/resources', key: 'resources' },
  { to: '/shop', key: 'shop' },
  { to: '/subscribe', key: 'pricing' },
  { to: '/contact', key: 'contact' },
] as const;

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

  // The mobile menu closes on every route change.
  useEffect(() => setExpanded(false), [pathname]);

  const cart = (
    <RemoteComponent id="shop/CartBadge" loading={<PlainCartLink />} fallback={() => <PlainCartLink />} />
  );

  return (
    <Navbar
      as="header"
      role="banner"
      expand="md"
      sticky="top"
      expanded={expanded}
      onToggle={setExpanded}
      className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}
      data-scrolled={scrolled}
    >
      <Container fluid="xl">
        <Navbar.Brand as={Link} to="/" className="brand" aria-label={t('brand.home')}>
          <span className="brand-mark" aria-hidden="true">
            ✚
          </span>
          <span className="brand-name">{t('brand.name')}</span>
        </Navbar.Brand>
        <div className="d-flex align-items-center gap-1 d-md-none ms-auto me-2">{cart}</div>
        <Navbar.Toggle aria-controls="site-menu" aria-expanded={expanded} label={t('nav.menu')} />
        <Navbar.Collapse id="site-menu">
          <Nav as="nav" className="mx-auto site-menu" aria-label={t('nav.mainNavigation')}>
            {MENU.map((item) => (
              <Nav.Link key={item.to} as={NavLink} to={item.to} end={item.to === '/'}>
                {t(`nav.${item.key}`)}
              </Nav.Link>
            ))}
            <div className="d-md-none border-top mt-2 pt-2">
              <MobileSessionLinks />
            </div>
          </Nav>
          <div className="header-actions d-flex align-items-center gap-2 py-2 py-md-0">
            <LanguageSwitch />
            <div className="d-none d-md-flex align-items-center gap-2">
              {cart}
              <SessionMenu />
            </div>
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

import { Container, Navbar } from 'react-bootstrap';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, SkipLink } from '@ministry/platform/skip-link';

/** The frame of the full-screen screens (/admin, /events/manage): no site header or footer. */
export function FullScreenLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-vh-100 d-flex flex-column bg-body-tertiary">
      <SkipLink />
      <Navbar bg="dark" data-bs-theme="dark" className="px-3 flex-wrap gap-2">
        <Navbar.Brand as={Link} to="/" className="fw-semibold">
          {t('brand.name')}
        </Navbar.Brand>
        <span className="navbar-text text-white me-auto text-truncate">{title}</span>
        <Link to="/" className="btn btn-outline-light btn-sm">
          {t('fullScreen.backToSite')}
        </Link>
      </Navbar>
      <Container fluid as="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 py-4">
        {children}
      </Container>
    </div>
  );
}

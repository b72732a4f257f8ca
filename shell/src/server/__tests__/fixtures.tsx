import useSWR from 'swr';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@ministry/contracts/money';
import type { RenderPageInput } from '@ministry/contracts/ssr';
import type { ComponentType } from 'react';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

/** What a visitor's page starts from: the catalogue, and no session (the server knows there is none). */
export const PRODUCTS = [
  { id: 'p1', name: 'Devotional journal', priceCents: 1800 },
  { id: 'p2', name: 'Prayer candle', priceCents: 1250 },
];
/** The layout's documents as the pages service reads them for every page: the details, no banner. */
export const LAYOUT_FALLBACK = {
  '/api/site-content/ministry': {
    key: 'ministry',
    content: MINISTRY_CONTENT,
    revision: 1,
    publishedAt: '2026-11-27T12:00:00.000Z',
  },
  '/api/site-content/banner': null,
};
export const VISITOR_FALLBACK = { '/api/products': PRODUCTS, '/api/auth/user': null, ...LAYOUT_FALLBACK };
export const NOW = Date.UTC(2026, 10, 27, 15, 0);

/** A stand-in for the shop's list: its data from SWR, its heading from the page's language. */
export function ShopList() {
  const { t } = useTranslation();
  const { data } = useSWR<typeof PRODUCTS>('/api/products');
  return (
    <section data-testid="shop-list">
      <h1>{t('nav.shop')}</h1>
      <ul>
        {(data ?? []).map((product) => (
          <li key={product.id}>
            {product.name} {formatCents(product.priceCents)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A stand-in for a static section (the about page): text, a link to another page, a link to nowhere yet. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="about">
      <h1>{t('nav.about')}</h1>
      <Link to="/events">{t('nav.events')}</Link> <a href="#">Join</a>
    </section>
  );
}

export function Broken(): never {
  throw new Error('section boom');
}

export const shopPage = (
  overrides: Partial<RenderPageInput<ComponentType>> = {},
): RenderPageInput<ComponentType> => ({
  url: '/shop',
  language: 'en',
  now: NOW,
  fallback: VISITOR_FALLBACK,
  sections: { 'shop/ShopList': ShopList, 'shop/CartBadge': 'deferred' },
  timeoutMs: 5000,
  ...overrides,
});

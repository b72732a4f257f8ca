// The browser hydrates what the server sent: the same markup (React reports no mismatch), no second
// request for what the server read, and the page works afterwards.
import { fireEvent, screen } from '@testing-library/react';
import type { Resource } from '@ministry/contracts/resource';
import {
  hydrateServerPage,
  mockFetch,
  unmountServerPage,
  type SectionModule,
} from '@ministry/platform/testing';
import { RESOURCES_KEY } from '../../features/resources/api/use-resources';
import { siteContentApi } from '../../__tests__/site-content-fixture';
import * as about from '../about.ssr';
import * as contact from '../contact.ssr';
import * as home from '../home.ssr';
import * as resources from '../resources.ssr';
import '../../i18n';

const LIBRARY: Resource[] = [
  {
    id: 'r1',
    title: 'Anxiety Workbook',
    titleEs: 'Cuaderno para la ansiedad',
    description: 'Twelve short exercises.',
    descriptionEs: 'Doce ejercicios breves.',
    category: 'mental-health',
    type: 'free',
    priceCents: null,
    imageUrl: null,
    downloadable: true,
  },
  {
    id: 'r2',
    title: 'Women of the Word',
    titleEs: 'Mujeres de la Palabra',
    description: 'A study in eight weeks.',
    descriptionEs: 'Un estudio en ocho semanas.',
    category: 'bible-study',
    type: 'premium',
    priceCents: 1499,
    imageUrl: null,
    downloadable: true,
  },
];

afterEach(() => {
  jest.restoreAllMocks();
  unmountServerPage();
});

it('hydrates the home page from the server’s documents with no mismatch and no request', async () => {
  const calls = mockFetch(() => undefined);
  await hydrateServerPage(home as SectionModule, { url: '/', language: 'en' }, siteContentApi());
  expect(calls).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Find Hope, Healing and Purpose' })).toBeVisible();
  expect(screen.getByTestId('home-team-sarah-johnson')).toBeVisible();
  // Its Read More works once hydrated.
  fireEvent.click(screen.getAllByRole('button', { name: 'Read More, Our Story' })[0]!);
  expect(screen.getByText(/grew into a ministry/)).toBeVisible();
  // The preview image's address is made absolute in the browser, after hydration.
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
    /^http:\/\/localhost\//,
  );
});

it.each([
  ['about', about as SectionModule, '/about', 'Sobre nosotras'],
  ['contact', contact as SectionModule, '/contact', 'Contáctenos'],
])(
  'hydrates the %s page in Spanish from the server’s documents, without reading them again',
  async (_name, module, url, heading) => {
    const calls = mockFetch(() => undefined);
    await hydrateServerPage(module, { url: `${url}?lang=es`, language: 'es' }, siteContentApi());
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  },
);

it('hydrates the resources in Spanish from the server’s list, without reading it again, and its tabs work', async () => {
  const calls = mockFetch(() => undefined);
  await hydrateServerPage(
    resources,
    { url: '/resources?lang=es', language: 'es' },
    { [RESOURCES_KEY]: LIBRARY },
  );
  expect(calls).toEqual([]);
  expect(screen.getByText('Cuaderno para la ansiedad')).toBeVisible();
  expect(screen.queryByText('Cargando recursos…')).toBeNull();

  fireEvent.click(screen.getByRole('tab', { name: /Estudio bíblico/ }));
  expect(screen.getByText('Mujeres de la Palabra')).toBeVisible();
  expect(screen.queryByText('Cuaderno para la ansiedad')).toBeNull();
});

// The browser hydrates what the server sent: the same markup (React reports no mismatch), no second
// request for what the server read, and the page works afterwards.
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Language } from '@ministry/contracts/language';
import type { Resource } from '@ministry/contracts/resource';
import { mockFetch } from '@ministry/platform/testing';
import { RESOURCES_KEY } from '../../features/resources/api/use-resources';
import * as home from '../home.ssr';
import * as resources from '../resources.ssr';
import { pageTree, runServerData, type SectionModule } from './server-render';

const LIBRARY: Resource[] = [
  {
    id: 'r1',
    title: 'Anxiety Workbook',
    titleEs: 'Cuaderno para la ansiedad',
    description: 'Twelve short exercises.',
    descriptionEs: 'Doce ejercicios breves.',
    category: 'mental-health',
    type: 'free',
    price: null,
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
    price: 14.99,
    imageUrl: null,
    downloadable: true,
  },
];

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  jest.restoreAllMocks();
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** Renders the page to HTML as the server does, puts it in the document and hydrates it. */
async function hydrateServerPage(module: SectionModule, url: string, language: Language, api = {}) {
  const { start } = await runServerData(module, url, language, api);
  container = document.createElement('div');
  // Rendered here in jsdom, SWR believes it is in a browser and warns that its layout effects do not
  // run on a server (in the server's own environment it uses plain effects: content-server.test.tsx).
  // The markup is the same; only what the hydration says is checked.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(pageTree(module, url, language, start, 'server'));
  quiet.mockRestore();
  document.body.append(container);
  const calls = mockFetch(() => undefined);
  const errors = jest.spyOn(console, 'error');
  const target = container;
  await act(async () => {
    root = hydrateRoot(target, pageTree(module, url, language, start, 'browser'));
  });
  return { calls, errors };
}

it('hydrates the home page with no mismatch and no request', async () => {
  const { calls, errors } = await hydrateServerPage(home as SectionModule, '/', 'en');
  expect(errors).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Find Hope, Healing and Purpose' })).toBeVisible();
  // The preview image's address is made absolute in the browser, after hydration.
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
    /^http:\/\/localhost\//,
  );
});

it('hydrates the resources in Spanish from the server’s list, without reading it again, and its tabs work', async () => {
  const { calls, errors } = await hydrateServerPage(resources, '/resources?lang=es', 'es', {
    [RESOURCES_KEY]: LIBRARY,
  });
  expect(errors).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
  expect(screen.getByText('Cuaderno para la ansiedad')).toBeVisible();
  expect(screen.queryByText('Cargando recursos…')).toBeNull();

  fireEvent.click(screen.getByRole('tab', { name: /Estudio bíblico/ }));
  expect(screen.getByText('Mujeres de la Palabra')).toBeVisible();
  expect(screen.queryByText('Cuaderno para la ansiedad')).toBeNull();
});

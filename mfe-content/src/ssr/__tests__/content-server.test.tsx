/**
 * @jest-environment node
 */
// Each of the content remote's server modules, rendered as the pages service renders it: no window,
// the data from serverData only, in English and in Spanish.
import type { Resource } from '@ministry/contracts/resource';
import { RESOURCES_KEY } from '../../features/resources/api/use-resources';
import * as about from '../about.ssr';
import * as contact from '../contact.ssr';
import * as home from '../home.ssr';
import * as resources from '../resources.ssr';
import * as services from '../services.ssr';
import * as team from '../team.ssr';
import { serverRender, type SectionModule } from '@ministry/platform/testing';
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

// A warning while rendering on the server (a hook that needs the browser, say) fails the test.
beforeEach(() => {
  jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
});

it('runs where the server does: no window, no document', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

describe.each([
  {
    name: './Home',
    module: home as SectionModule,
    url: '/',
    en: ['Find Hope, Healing and Purpose', 'Explore Our Services', 'Contact Us'],
    es: ['Encuentre esperanza, sanidad y propósito', 'Conozca nuestros servicios', 'Contáctenos'],
  },
  {
    name: './About',
    module: about as SectionModule,
    url: '/about',
    en: ['About Us', 'A community of women helping women find hope, healing and purpose in Christ.'],
    es: ['Sobre nosotras', 'Una comunidad de mujeres que ayudan a otras mujeres'],
  },
  {
    name: './Services',
    module: services as SectionModule,
    url: '/services',
    en: ['Our Services', 'Choose a service to learn more.'],
    es: ['Nuestros servicios', 'Elija un servicio para saber más.'],
  },
  {
    name: './Team',
    module: team as SectionModule,
    url: '/team',
    en: ['Our Team', 'Licensed counselors, Bible teachers and mentors'],
    es: ['Nuestro equipo', 'Consejeras licenciadas, maestras de la Biblia y mentoras'],
  },
  {
    name: './Contact',
    module: contact as SectionModule,
    url: '/contact',
    en: ['Contact Us', 'We would love to hear from you.'],
    es: ['Contáctenos', 'Nos encantaría saber de usted.'],
  },
])('$name (no data)', ({ module, url, en, es }) => {
  it('reads nothing and renders its first screen in English', async () => {
    expect(module.serverData).toBeUndefined();
    const { text, reads } = await serverRender(module, { url, language: 'en' });
    expect(reads).toEqual([]);
    for (const expected of en) expect(text).toContain(expected);
  });

  it('renders it in Spanish', async () => {
    const { text } = await serverRender(module, { url: `${url}?lang=es`, language: 'es' });
    for (const expected of es) expect(text).toContain(expected);
    for (const english of en) expect(text).not.toContain(english);
  });
});

describe('./Resources', () => {
  const api = { [RESOURCES_KEY]: LIBRARY };

  it('reads the list under its hook’s key and shows every resource, without the loading text', async () => {
    const { reads, start, text, html } = await serverRender(
      resources,
      { url: '/resources', language: 'en' },
      api,
    );
    expect(reads).toEqual([RESOURCES_KEY]);
    expect(start.fallback[RESOURCES_KEY]).toBe(LIBRARY);
    expect(text).toContain('Resources');
    expect(text).toContain('Anxiety Workbook');
    expect(text).toContain('Women of the Word');
    expect(text).toContain('Twelve short exercises.');
    expect(text).toContain('$14.99');
    expect(text).toContain('Download');
    // A premium resource is a visitor's on the server: its subscription is the member's own.
    expect(text).toContain('Subscribe to Access');
    expect(text).not.toContain('Loading resources');
    expect(html).not.toContain('role="status"');
  });

  it('shows them in Spanish', async () => {
    const { text } = await serverRender(resources, { url: '/resources?lang=es', language: 'es' }, api);
    expect(text).toContain('Recursos');
    expect(text).toContain('Cuaderno para la ansiedad');
    expect(text).toContain('Mujeres de la Palabra');
    expect(text).toContain('Doce ejercicios breves.');
    expect(text).toContain('Descargar');
    expect(text).toContain('Suscríbase para acceder');
    expect(text).not.toContain('Cargando recursos');
    expect(text).not.toContain('Anxiety Workbook');
  });
});

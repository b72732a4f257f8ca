/**
 * @jest-environment node
 */
// Each of the content remote's server modules, rendered as the pages service renders it: no window,
// the data from serverData only, in English and in Spanish.
import type { Resource } from '@ministry/contracts/resource';
import { RESOURCES_KEY } from '../../features/resources/api/use-resources';
import * as about from '../about.ssr';
import * as contact from '../contact.ssr';
import * as counseling from '../counseling.ssr';
import * as home from '../home.ssr';
import * as resources from '../resources.ssr';
import * as services from '../services.ssr';
import * as team from '../team.ssr';
import { serverRender, type SectionModule } from '@ministry/platform/testing';
import { careApi } from '../../__tests__/care-fixture';
import { DOCUMENTS, siteContentApi } from '../../__tests__/site-content-fixture';
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

const HOME_READS = ['home', 'services', 'testimonials', 'team', 'ministry'].map(
  (key) => `/api/site-content/${key}`,
);

describe.each([
  {
    name: './Home',
    module: home as SectionModule,
    url: '/',
    reads: HOME_READS,
    en: [
      'Find Hope, Healing and Purpose',
      'Explore Our Services',
      'It began around a kitchen table.',
      'Bible Study Groups',
      'I left with tools that work.',
      'Dr. Sarah Johnson',
      '60-12 Myrtle Avenue',
    ],
    es: [
      'Encuentre esperanza, sanidad y propósito',
      'Conozca nuestros servicios',
      'Comenzó alrededor de una mesa.',
      'Grupos de estudio bíblico',
      'Salí con herramientas que funcionan.',
      'Directora clínica',
    ],
  },
  {
    name: './About',
    module: about as SectionModule,
    url: '/about',
    reads: ['/api/site-content/about'],
    en: ['About Us', 'A community of women helping women.', 'María came to New York at nineteen.'],
    es: ['Sobre nosotras', 'Una comunidad de mujeres que ayudan a mujeres.', 'María llegó a Nueva York'],
  },
  {
    name: './Services',
    module: services as SectionModule,
    url: '/services',
    reads: ['/api/site-content/services'],
    en: ['Our Services', 'Choose a service to learn more.', 'Individual Counseling', 'One-on-one sessions.'],
    es: ['Nuestros servicios', 'Elija un servicio para saber más.', 'Consejería individual'],
  },
  {
    name: './Team',
    module: team as SectionModule,
    url: '/team',
    reads: ['/api/site-content/team'],
    en: ['Our Team', 'Licensed counselors, Bible teachers and mentors', 'Sarah is a licensed counselor.'],
    es: [
      'Nuestro equipo',
      'Consejeras licenciadas, maestras de la Biblia y mentoras',
      'Sarah es consejera licenciada.',
    ],
  },
  {
    name: './Contact',
    module: contact as SectionModule,
    url: '/contact',
    reads: ['/api/site-content/ministry', '/api/site-content/faq'],
    en: [
      'Contact Us',
      'We would love to hear from you.',
      '(718) 555-0142',
      'How do the subscription plans work?',
    ],
    es: [
      'Contáctenos',
      'Nos encantaría saber de usted.',
      'Lunes a viernes',
      '¿Cómo funcionan los planes de suscripción?',
    ],
  },
])('$name (its published documents)', ({ module, url, reads, en, es }) => {
  const api = siteContentApi();

  it('reads its documents under their public paths and renders them in English, without a loading state', async () => {
    const { text, html, reads: made, start } = await serverRender(module, { url, language: 'en' }, api);
    expect(made).toEqual(reads);
    for (const read of reads) expect(start.fallback[read]).toBe(api[read]);
    for (const expected of en) expect(text).toContain(expected);
    expect(html).not.toContain('role="status"');
  });

  it('renders them in Spanish', async () => {
    const { text } = await serverRender(module, { url: `${url}?lang=es`, language: 'es' }, api);
    for (const expected of es) expect(text).toContain(expected);
    for (const english of en.filter((line) => !/^(Dr\. Sarah|\(718\)|60-12)/.test(line)))
      expect(text).not.toContain(english);
  });

  it('fails when the content service cannot answer, so the browser renders the section', async () => {
    const failing = (path: string) => {
      throw new Error(`content service down: ${path}`);
    };
    await expect(serverRender(module, { url, language: 'en' }, failing)).rejects.toThrow(
      'content service down',
    );
  });
});

it('renders a text with no Spanish yet in English, and the rich text without any markup typed into it', async () => {
  const api = siteContentApi({
    services: {
      services: [
        {
          ...DOCUMENTS.services.services[0]!,
          summary: { en: '<script>alert(1)</script> <b>not bold</b>', es: '' },
        },
      ],
    },
  });
  const { html, text } = await serverRender(services, { url: '/services?lang=es', language: 'es' }, api);
  expect(text).toContain('Consejería individual');
  expect(text).toContain('<script>alert(1)</script> <b>not bold</b>');
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<b>');
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

describe('./Counseling', () => {
  const reads = ['/api/care/session-types', '/api/care/counselors', '/api/site-content/team'];

  it('reads the catalogue, the counselors and the team under their hooks’ keys and shows them all', async () => {
    const api = careApi();
    const {
      reads: made,
      start,
      text,
      html,
    } = await serverRender(counseling, { url: '/counseling', language: 'en' }, api);
    expect(made).toEqual(reads);
    for (const read of reads) expect(start.fallback[read]).toBe(api[read]);
    for (const expected of [
      'Counseling & Mentoring',
      'How it works',
      'Pick a time',
      'Initial consultation',
      '$75.00',
      '$125.00',
      'Included in the Essential plan',
      'Dr. Sarah Johnson',
      'Counsels in English and Spanish',
      'is read only by you and your counselor',
    ])
      expect(text).toContain(expected);
    // A visitor's Book buttons: through the sign-in.
    expect(html).toContain('href="/login?redirect=%2Faccount%3Ftab%3Dcare"');
    expect(html).not.toContain('href="/account?tab=care"');
    expect(html).not.toContain('role="status"');
  });

  it('shows them in Spanish', async () => {
    const { text } = await serverRender(
      counseling,
      { url: '/counseling?lang=es', language: 'es' },
      careApi(),
    );
    for (const expected of [
      'Consejería y mentoría',
      'Cómo funciona',
      'Consulta inicial',
      '$75.00',
      'Atiende en inglés y español',
      'Nuestro personal nunca lo ve.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Initial consultation');
    expect(text).not.toContain('How it works');
  });

  it('fails when the care service cannot answer, so the browser renders the section', async () => {
    const api = careApi();
    const failing = (path: string) => {
      if (path.startsWith('/api/care/')) throw new Error(`care service down: ${path}`);
      return api[path];
    };
    await expect(serverRender(counseling, { url: '/counseling', language: 'en' }, failing)).rejects.toThrow(
      'care service down',
    );
  });
});

// Published site-content documents as the content service answers them (`GET /api/site-content/<key>`),
// small but of every kind the pages show: rich text with lists and links, a picture and a missing one,
// items without detail, and a few texts with no Spanish yet (the page falls back to English).
import {
  siteContentPath,
  type Bilingual,
  type PublishedSiteContent,
  type SiteContentDocuments,
  type SiteContentKey,
} from '@ministry/contracts/site-content';
import type { Handler } from '@ministry/platform/testing';

const both = (en: string, es: string): Bilingual => ({ en, es });
const link = (en: string, es: string, href: string) => ({ label: both(en, es), href });
const intro = (heading: Bilingual, text: Bilingual) => ({ heading, intro: text });

export const DOCUMENTS: SiteContentDocuments = {
  home: {
    hero: {
      kicker: both('Faith-based care for women in New York', 'Acompañamiento basado en la fe'),
      heading: both('Find Hope, Healing and Purpose', 'Encuentre esperanza, sanidad y propósito'),
      text: both('Christian counseling and Bible study.', 'Consejería cristiana y estudio bíblico.'),
      primary: link('Explore Our Services', 'Conozca nuestros servicios', '/services'),
      secondary: link('Contact Us', 'Contáctenos', '/contact'),
      image: null,
    },
    story: {
      kicker: both('Since 2008', 'Desde 2008'),
      heading: both('Our Story', 'Nuestra historia'),
      body: both(
        'It began around a kitchen table.\n\nWhat started as a Bible study **grew into a ministry**.\n\nOur doors are still open.',
        'Comenzó alrededor de una mesa.\n\nLo que empezó como un estudio **creció hasta ser un ministerio**.\n\nNuestras puertas siguen abiertas.',
      ),
      link: link('Learn more about our ministry', 'Conozca más sobre nuestro ministerio', '/about'),
      image: null,
    },
    sections: {
      services: intro(
        both('Our Services', 'Nuestros servicios'),
        both('Care for the whole woman.', 'Cuidado integral.'),
      ),
      testimonials: intro(
        both('Stories of Hope', 'Historias de esperanza'),
        both('Women share.', 'Mujeres cuentan.'),
      ),
      team: intro(both('Meet Our Team', 'Conozca a nuestro equipo'), both('Counselors.', 'Consejeras.')),
      plans: intro(
        both('Subscription Plans', 'Planes de suscripción'),
        both('Ongoing care.', 'Acompañamiento.'),
      ),
      contact: intro(
        both('Get in Touch', 'Póngase en contacto'),
        both('We reply within 24 hours.', 'Respondemos en 24 horas.'),
      ),
    },
    closing: {
      heading: both('Ready to take the next step?', '¿Lista para dar el siguiente paso?'),
      text: both('Choose the plan that fits your season.', 'Elija el plan que le convenga.'),
      primary: link('Choose a Plan', 'Elegir un plan', '/subscribe'),
      secondary: link('Write to Us', 'Escríbanos', '/contact'),
    },
  },
  about: {
    hero: {
      heading: both('About Us', 'Sobre nosotras'),
      lead: both('A community of women helping women.', 'Una comunidad de mujeres que ayudan a mujeres.'),
    },
    founder: {
      heading: both("Our Founder's Story", 'La historia de nuestra fundadora'),
      name: both('Pastor María Rodríguez', 'Pastora María Rodríguez'),
      role: both('Founder and Executive Director', 'Fundadora y directora ejecutiva'),
      story: both(
        'María came to New York at nineteen.\n\nIn 2008 she opened her home for a Bible study.',
        'María llegó a Nueva York a los diecinueve años.\n\nEn 2008 abrió su hogar para un estudio bíblico.',
      ),
      quote: both(
        'I have never met a woman God has given up on.',
        'Nunca he conocido a una mujer por la que Dios se haya rendido.',
      ),
      photo: {
        url: '/api/site-content/images/founder.webp',
        alt: both('Portrait of María', 'Retrato de María'),
      },
    },
    mission: {
      heading: both('Our Mission', 'Nuestra misión'),
      text: both('To help women grow.', 'Ayudar a las mujeres a crecer.'),
    },
    vision: {
      heading: both('Our Vision', 'Nuestra visión'),
      text: both('A city where every woman is loved.', 'Una ciudad donde cada mujer es amada.'),
    },
    values: {
      heading: both('Our Values', 'Nuestros valores'),
      intro: both('Convictions that shape what we do.', 'Convicciones que dan forma a lo que hacemos.'),
      items: [
        {
          id: 'faith-centered',
          title: both('Faith-Centered', 'Centradas en la fe'),
          text: both('Scripture first.', 'La Escritura primero.'),
        },
        // Added after the site was written: no icon of its own, and no Spanish yet.
        { id: 'hospitality', title: both('Hospitality', ''), text: both('An open table.', '') },
      ],
    },
  },
  services: {
    services: [
      {
        id: 'individual-counseling',
        icon: 'heart',
        name: both('Individual Counseling', 'Consejería individual'),
        summary: both('One-on-one sessions.', 'Sesiones individuales.'),
        schedule: both('', ''),
        details: [
          {
            id: 'benefits',
            label: both('Benefits', 'Beneficios'),
            body: both('- A safe place\n- Practical tools', '- Un lugar seguro\n- Herramientas prácticas'),
          },
          {
            id: 'rates',
            label: both('Rates', 'Tarifas'),
            body: both('Package of 8 sessions: $880', 'Paquete de 8 sesiones: 880 $'),
          },
        ],
      },
      {
        id: 'bible-study-groups',
        icon: 'book-bible',
        name: both('Bible Study Groups', 'Grupos de estudio bíblico'),
        summary: both('Small groups reading Scripture.', 'Grupos pequeños que leen la Escritura.'),
        schedule: both('Tuesdays, 7:00 PM', 'Martes, 7:00 p. m.'),
        details: [
          {
            id: 'schedule',
            label: both('Schedule', 'Horario'),
            body: both('Tuesday evenings, 7:00–8:30 PM', 'Martes por la noche, 7:00–8:30 p. m.'),
          },
          {
            id: 'registration',
            label: both('Registration', 'Inscripción'),
            body: both(
              '[Write to us](/contact) or call [the office](tel:+17185550142).',
              '[Escríbanos](/contact) o llame a [la oficina](tel:+17185550142).',
            ),
          },
        ],
      },
      {
        id: 'prayer-groups',
        icon: 'pray',
        // No Spanish yet: the English shows.
        name: both('Prayer Groups', ''),
        summary: both('Praying together every week.', ''),
        schedule: both('', ''),
        details: [],
      },
    ],
  },
  team: {
    members: [
      {
        id: 'sarah-johnson',
        name: 'Dr. Sarah Johnson',
        role: both('Clinical Director', 'Directora clínica'),
        bio: both('Sarah is a licensed counselor.', 'Sarah es consejera licenciada.'),
        photo: {
          url: '/api/site-content/images/sarah.webp',
          alt: both('Portrait of Dr. Sarah Johnson', 'Retrato de la Dra. Sarah Johnson'),
        },
        email: 'sarah@womenofpurpose.org',
        details: [
          {
            id: 'credentials',
            label: both('Credentials', 'Credenciales'),
            body: both('- PhD in Counseling Psychology', '- Doctorado en Psicología'),
          },
          {
            id: 'contact',
            label: both('Contact Information', 'Información de contacto'),
            body: both('sarah@womenofpurpose.org', 'sarah@womenofpurpose.org'),
          },
        ],
      },
      {
        id: 'grace-williams',
        name: 'Grace Williams',
        role: both('Bible Study Coordinator', 'Coordinadora de estudios bíblicos'),
        bio: both('Grace leads the groups.', 'Grace dirige los grupos.'),
        photo: null,
        email: '',
        details: [],
      },
    ],
  },
  testimonials: {
    testimonials: [
      {
        id: 'jennifer',
        name: 'Jennifer M.',
        role: both('Counseling client', 'Cliente de consejería'),
        rating: '5',
        quote: both('I left with tools that work.', 'Salí con herramientas que funcionan.'),
        photo: {
          url: '/api/site-content/images/jennifer.webp',
          alt: both('Portrait of Jennifer M.', 'Retrato de Jennifer M.'),
        },
        story: [
          {
            id: 'full-story',
            label: both('Full Story', 'Historia completa'),
            body: both(
              'Two years ago I started having panic attacks.',
              'Hace dos años empecé a tener ataques de pánico.',
            ),
          },
          {
            id: 'before',
            label: both('Before', 'Antes'),
            body: both('Afraid to leave the house.', 'Con miedo de salir de casa.'),
          },
          {
            id: 'after',
            label: both('After', 'Después'),
            body: both('Back at work.', 'De vuelta al trabajo.'),
          },
        ],
      },
      {
        id: 'denise',
        name: 'Denise W.',
        role: both('Workshop participant', 'Participante de talleres'),
        rating: '4',
        quote: both('The workshop changed my year.', 'El taller cambió mi año.'),
        photo: null,
        story: [],
      },
    ],
  },
  faq: {
    items: [
      {
        id: 'scheduling',
        question: both('How do I schedule a counseling session?', '¿Cómo programo una sesión de consejería?'),
        answer: both(
          'Send us a message or [write to us](mailto:hello@womenofpurpose.org).',
          'Envíenos un mensaje o [escríbanos](mailto:hello@womenofpurpose.org).',
        ),
      },
      {
        id: 'subscriptions',
        question: both('How do the subscription plans work?', '¿Cómo funcionan los planes de suscripción?'),
        answer: both(
          'You can upgrade, downgrade or cancel your plan at any time.',
          'Puede cambiar o cancelar su plan en cualquier momento.',
        ),
      },
    ],
  },
  ministry: {
    name: both('Women of Purpose Ministry', 'Ministerio Mujeres con Propósito'),
    legalName: 'Women of Purpose Ministry, Inc.',
    email: 'hello@womenofpurpose.org',
    phone: '(718) 555-0142',
    address: {
      street: '60-12 Myrtle Avenue',
      locality: 'Ridgewood',
      region: 'NY',
      postalCode: '11385',
      country: 'US',
    },
    officeHours: [
      { id: 'weekdays', days: 'weekdays', opens: '09:00', closes: '18:00' },
      { id: 'saturday', days: 'saturday', opens: '10:00', closes: '14:00' },
      { id: 'sunday', days: 'sunday', opens: '', closes: '' },
    ],
    social: [
      { id: 'facebook', network: 'facebook', url: 'https://facebook.com/womenofpurpose' },
      { id: 'instagram', network: 'instagram', url: '' },
      { id: 'youtube', network: 'youtube', url: '' },
    ],
    mapUrl: '',
  },
  banner: { text: both('', ''), link: '', startsOn: '', endsOn: '' },
};

/** The server render's API: each document under its public path (`serverRender`'s `api`). */
export function siteContentApi(
  documents: Partial<SiteContentDocuments> = {},
): Record<string, PublishedSiteContent> {
  const all = { ...DOCUMENTS, ...documents };
  return Object.fromEntries(
    (Object.keys(all) as SiteContentKey[]).map((key): [string, PublishedSiteContent] => [
      siteContentPath(key),
      { key, content: all[key], revision: 1, publishedAt: '2026-11-27T12:00:00.000Z' },
    ]),
  );
}

/** A `mockFetch` handler answering the published documents (and 404 for anything else). */
export function siteContentHandler(documents: Partial<SiteContentDocuments> = {}): Handler {
  const api = siteContentApi(documents);
  return (url) => (url in api ? { body: api[url] } : undefined);
}

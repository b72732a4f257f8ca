import { expect, test, type Page } from '@playwright/test';

async function useLanguage(page: Page, language: 'en' | 'es') {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

const SERVICES = {
  en: {
    title: 'Our Services | Spiritual Counseling & Bible Study',
    learnMore: 'Learn More',
    close: 'Close',
    contact: 'Contact Us for More Information',
    soon: 'More information about this service will be available soon.',
    plans: 'View Subscription Plans',
    approach: ['Biblical Foundation', 'Professional Expertise'],
    dialogs: [
      [
        'Individual Counseling',
        ['Benefits', 'Our Process', 'Our Approach', 'Specialties', 'Client Testimonial', 'Rates'],
      ],
      [
        'Bible Study Groups',
        ['Schedule', 'Current Topics', 'Format', 'Leadership', 'Childcare', 'Registration'],
      ],
      [
        'Spiritual Mentoring',
        ['Purpose', 'Our Mentors', 'Commitment', 'Focus Areas', 'Testimonial', 'Application Process'],
      ],
      [
        'Group Workshops',
        [
          'Upcoming Workshops',
          'Format',
          'Registration',
          'Facilitators',
          'Special Events',
          'Custom Workshops',
        ],
      ],
      [
        'Virtual Counseling',
        ['Platform', 'Preparation', 'Availability', 'Effectiveness', 'Limitations', 'Technical Support'],
      ],
      ['Book Club', []],
      ['Prayer Groups', []],
    ],
  },
  es: {
    title: 'Nuestros servicios | Consejería Espiritual y Estudio Bíblico',
    learnMore: 'Más información',
    close: 'Cerrar',
    contact: 'Contáctenos para más información',
    soon: 'Pronto habrá más información sobre este servicio.',
    plans: 'Ver planes de suscripción',
    approach: ['Fundamento bíblico', 'Experiencia profesional'],
    dialogs: [
      [
        'Consejería individual',
        [
          'Beneficios',
          'Nuestro proceso',
          'Nuestro enfoque',
          'Especialidades',
          'Testimonio de una clienta',
          'Tarifas',
        ],
      ],
      [
        'Grupos de estudio bíblico',
        ['Horario', 'Temas actuales', 'Formato', 'Liderazgo', 'Cuidado de niños', 'Inscripción'],
      ],
      [
        'Mentoría espiritual',
        [
          'Propósito',
          'Nuestras mentoras',
          'Compromiso',
          'Áreas de enfoque',
          'Testimonio',
          'Proceso de solicitud',
        ],
      ],
      [
        'Talleres grupales',
        [
          'Próximos talleres',
          'Formato',
          'Inscripción',
          'Facilitadoras',
          'Eventos especiales',
          'Talleres a la medida',
        ],
      ],
      [
        'Consejería virtual',
        ['Plataforma', 'Preparación', 'Disponibilidad', 'Eficacia', 'Limitaciones', 'Soporte técnico'],
      ],
      ['Club de lectura', []],
      ['Grupos de oración', []],
    ],
  },
} as const;

const ABOUT = {
  en: {
    title: 'About Us',
    headings: ["Our Founder's Story", 'Our Vision', 'Our Mission', 'Our Values'],
    values: [
      'Faith-Centered',
      'Compassionate Care',
      'Community Connection',
      'Professional Excellence',
      'Holistic Approach',
      'Empowerment',
    ],
  },
  es: {
    title: 'Sobre nosotras',
    headings: ['La historia de nuestra fundadora', 'Nuestra visión', 'Nuestra misión', 'Nuestros valores'],
    values: [
      'Centradas en la fe',
      'Cuidado compasivo',
      'Conexión en comunidad',
      'Excelencia profesional',
      'Enfoque integral',
      'Empoderamiento',
    ],
  },
} as const;

const TEAM = {
  en: {
    title: 'Our Team',
    mail: 'E-mail Dr. Sarah Johnson',
    philosophy: ['Our Leadership Philosophy', 'Servant Leadership', 'Collaborative Approach'],
    join: 'Join Our Team',
  },
  es: {
    title: 'Nuestro equipo',
    mail: 'Escribir a Dr. Sarah Johnson',
    philosophy: ['Nuestra filosofía de liderazgo', 'Liderazgo de servicio', 'Enfoque colaborativo'],
    join: 'Únase a nuestro equipo',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`content pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('/services: every service opens its labelled dialog', async ({ page }) => {
      const text = SERVICES[language];
      await page.goto('/services');
      await expect(page).toHaveTitle(text.title);
      for (const [title, labels] of text.dialogs) {
        await page.getByRole('button', { name: new RegExp(`^${text.learnMore}\\s?: ${title}$`) }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        if (labels.length) {
          for (const label of labels)
            await expect(dialog.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
        } else {
          await expect(dialog.getByText(text.soon)).toBeVisible();
        }
        await expect(dialog.getByRole('link', { name: text.contact })).toHaveAttribute('href', '/contact');
        await dialog.getByRole('button', { name: text.close }).last().click();
        await expect(dialog).toBeHidden();
      }
      for (const heading of text.approach)
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: text.plans })).toHaveAttribute('href', '/subscribe');
    });

    test('/services: Contact Us for More Information goes to /contact', async ({ page }) => {
      const text = SERVICES[language];
      await page.goto('/services');
      const [title] = text.dialogs[0];
      await page.getByRole('button', { name: new RegExp(`^${text.learnMore}\\s?: ${title}$`) }).click();
      await page.getByRole('dialog', { name: title }).getByRole('link', { name: text.contact }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('main h1')).toBeVisible();
    });

    test('/about: founder story, vision, mission and six values', async ({ page }) => {
      const text = ABOUT[language];
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      for (const heading of text.headings)
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      for (const value of text.values)
        await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
      // The founder's portrait: her photo, or her initials while the document has none.
      await expect(page.locator('main .ct-portrait-xl')).toBeVisible();
    });

    test('/team: members with portraits and mail links, philosophy and the call to join', async ({
      page,
    }) => {
      const text = TEAM[language];
      await page.goto('/team');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2 }).filter({ hasText: 'Sarah Johnson' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: text.mail })).toHaveAttribute(
        'href',
        'mailto:sarah@womenofpurpose.org',
      );
      for (const heading of text.philosophy)
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.join })).toBeVisible();
      // Portraits are the published team document's pictures, served by the content service.
      const portrait = page.getByTestId('team-sarah-johnson').getByRole('img');
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await portrait.getAttribute('src')).toMatch(/^\/api\/site-content\/images\/[0-9a-f]+\.webp$/);
    });
  });
}

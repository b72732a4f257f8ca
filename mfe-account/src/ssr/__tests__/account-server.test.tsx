/**
 * @jest-environment node
 */
// /give and /subscribe rendered as the pages service renders them: no window, the data from serverData
// only, in English and in Spanish, for a visitor and for a member (nothing of hers on the server).
import { FUNDS_KEY } from '../../features/giving/api/giving';
import { BILLING_CONFIG_KEY } from '../../features/subscription/api/billing';
import * as give from '../give.ssr';
import * as subscribe from '../subscribe.ssr';
import { API, BILLING_CONFIG, FUNDS } from './fixtures';
import { serverRender } from '@ministry/platform/testing';
import '../../i18n';

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

describe('./Give', () => {
  it('reads the funds under their hook’s key and shows them, the amounts and the total, without the loading text', async () => {
    const { reads, start, text, html } = await serverRender(give, { url: '/give', language: 'en' }, API);
    expect(reads).toEqual([FUNDS_KEY]);
    expect(start.fallback[FUNDS_KEY]).toBe(FUNDS);
    expect(text).toContain('Give');
    expect(text).toContain('Support the ministry with a one-time or monthly gift');
    expect(text).toContain('Choose a fund');
    expect(text).toContain('General Fund');
    expect(text).toContain('Retreat Scholarships');
    expect(text).toContain('Helps a woman come to the retreat.');
    expect(text).toContain('$1,250.00 raised of $5,000.00');
    expect(text).toContain('$50.00');
    expect(text).toContain('$100.00');
    expect(text).toContain('Total: $50.00');
    expect(text).toContain('Full name');
    expect(text).toContain('Continue to payment');
    expect(text).not.toContain('Loading the funds');
    expect(html).not.toContain('role="status"');
  });

  it('shows them in Spanish', async () => {
    const { text } = await serverRender(give, { url: '/give?lang=es', language: 'es' }, API);
    expect(text).toContain('Donar');
    expect(text).toContain('Apoye al ministerio con una donación única o mensual');
    expect(text).toContain('Elija un fondo');
    expect(text).toContain('Fondo general');
    expect(text).toContain('Becas para el retiro');
    expect(text).toContain('Ayuda a una mujer a venir al retiro.');
    expect(text).toContain('$1,250.00 recaudados de $5,000.00');
    expect(text).toContain('Nombre completo');
    expect(text).toContain('Continuar al pago');
    expect(text).not.toContain('Cargando los fondos');
    expect(text).not.toContain('General Fund');
  });

  it('starts from the choices in the address', async () => {
    const { html, text } = await serverRender(
      give,
      { url: '/give?fund=f2&amount=2500&frequency=monthly', language: 'en' },
      API,
    );
    expect(html).toMatch(/<input[^>]*id="give-fund-f2"[^>]*checked=""/);
    expect(html).toMatch(/<input[^>]*id="give-frequency-monthly"[^>]*checked=""/);
    expect(html).toContain('aria-pressed="true">$25.00</button>');
    expect(text).toContain('Total: $25.00 each month');
  });

  it('gives a member the funds and a visitor’s form: her name comes after hydration, from her own request', async () => {
    const { text } = await serverRender(give, { url: '/give', language: 'en', visitor: false }, API);
    expect(text).toContain('Retreat Scholarships');
    expect(text).toContain('Full name');
    expect(text).not.toContain('Giving as');
    expect(text).not.toContain('Loading the funds');
  });
});

describe('./Subscribe', () => {
  it('reads the billing configuration under its hook’s key and shows the plans and a visitor’s login prompt', async () => {
    const { reads, start, text, html } = await serverRender(
      subscribe,
      { url: '/subscribe', language: 'en' },
      API,
    );
    expect(reads).toEqual([BILLING_CONFIG_KEY]);
    expect(start.fallback[BILLING_CONFIG_KEY]).toBe(BILLING_CONFIG);
    expect(text).toContain('Subscription Plans');
    expect(text).toContain('Choose the plan that fits your season.');
    for (const plan of ['Essential', 'Growth', 'Transform']) expect(text).toContain(plan);
    for (const price of ['$49.00', '$89.00', '$149.00']) expect(text).toContain(price);
    expect(text).toContain('POPULAR');
    expect(text).toContain('Complete Your Subscription');
    expect(text).toContain('Growth plan — $89.00/month');
    expect(text).toContain('Please log in to subscribe.');
    expect(html).not.toContain('role="status"');
  });

  it('shows them in Spanish', async () => {
    const { text } = await serverRender(subscribe, { url: '/subscribe?lang=es', language: 'es' }, API);
    expect(text).toContain('Planes de suscripción');
    expect(text).toContain('Elija el plan que se adapte a su etapa.');
    for (const plan of ['Esencial', 'Crecimiento', 'Transformación']) expect(text).toContain(plan);
    expect(text).toContain('Plan Crecimiento — $89.00/mes');
    expect(text).toContain('Complete su suscripción');
    expect(text).toContain('Inicie sesión para suscribirse.');
    expect(text).not.toContain('Please log in');
  });

  it('gives a member the plans and a spinner where her card comes after hydration, never the login prompt', async () => {
    const { text, html } = await serverRender(
      subscribe,
      { url: '/subscribe', language: 'en', visitor: false },
      API,
    );
    expect(text).toContain('Growth plan — $89.00/month');
    expect(text).not.toContain('Please log in');
    expect(html).toContain('role="status"');
  });
});

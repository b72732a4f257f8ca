import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import ContactPage from '../pages/contact';
import { siteContentHandler } from './site-content-fixture';
import { mockFetch, renderPage, type FakeResponse, type Handler } from './test-utils';

/** The published documents, and `handler`'s answers (the contact form's) for anything else. */
const withContent = (handler: Handler): Handler => {
  const content = siteContentHandler();
  return (url, init) => content(url, init) ?? handler(url, init);
};

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const field = (label: string) => screen.getByLabelText(label);

function fillValid() {
  fireEvent.change(field('Your Name'), { target: { value: 'Maria Lopez' } });
  fireEvent.change(field('Your Email'), { target: { value: 'maria@example.org' } });
  fireEvent.change(field('Phone (optional)'), { target: { value: '(718) 555-0100' } });
  fireEvent.change(field('Subject'), { target: { value: 'counseling' } });
  fireEvent.change(field('Message'), { target: { value: 'I would like to book a first session.' } });
}

async function renderContact() {
  mockFetch(siteContentHandler());
  const page = renderPage(<ContactPage />, '/contact');
  await screen.findByText(/Ridgewood, NY 11385/);
  return page;
}

describe('the contact page', () => {
  it('shows the header, the published details, office hours, social links, form and questions', async () => {
    await renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Office Hours' })).toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM – 2:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(718) 555-0142' })).toHaveAttribute('href', 'tel:7185550142');
    expect(screen.getByRole('link', { name: 'hello@womenofpurpose.org' })).toHaveAttribute(
      'href',
      'mailto:hello@womenofpurpose.org',
    );
    // A network with an address links to it; the others are placeholders.
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/womenofpurpose',
    );
    for (const network of ['Instagram', 'YouTube'])
      expect(screen.getByRole('link', { name: `${network} (coming soon)` })).toBeInTheDocument();
    const questions = ['How do I schedule a counseling session?', 'How do the subscription plans work?'];
    expect(await screen.findByRole('button', { name: questions[0] })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    for (const question of questions)
      expect(screen.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'How do the subscription plans work?' }));
    expect(screen.getByRole('button', { name: 'How do the subscription plans work?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/upgrade, downgrade or cancel your plan at any time/)).toBeVisible();
    // An answer's link (rich text).
    expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      'mailto:hello@womenofpurpose.org',
    );
    expect(screen.getByText('We reply to every message within 24 hours.')).toBeInTheDocument();
  });

  it('shows the questions and the office hours in Spanish', async () => {
    await act(() => setLanguage('es'));
    await renderContact();
    expect(screen.getByText('Lunes a viernes')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '¿Cómo funcionan los planes de suscripción?' }),
    ).toBeInTheDocument();
  });

  it('shows every validation message tied to its field, and sends nothing', async () => {
    const calls = mockFetch(siteContentHandler());
    renderPage(<ContactPage />, '/contact');
    fireEvent.change(field('Your Name'), { target: { value: 'A' } });
    fireEvent.change(field('Your Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(field('Message'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const expectations: [string, string][] = [
      ['Your Name', 'Name must be at least 2 characters.'],
      ['Your Email', 'Please enter a valid email address.'],
      ['Subject', 'Please select a subject.'],
      ['Message', 'Message must be at least 10 characters.'],
    ];
    for (const [label, message] of expectations) {
      await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('Your Name')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the validation messages in Spanish', async () => {
    mockFetch(siteContentHandler());
    await act(() => setLanguage('es'));
    renderPage(<ContactPage />, '/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() =>
      expect(field('Su nombre')).toHaveAccessibleDescription('El nombre debe tener al menos 2 caracteres.'),
    );
    expect(field('Su correo electrónico')).toHaveAccessibleDescription(
      'Por favor, introduzca un correo electrónico válido.',
    );
    expect(field('Asunto')).toHaveAccessibleDescription('Por favor, seleccione un asunto.');
    expect(field('Mensaje')).toHaveAccessibleDescription('El mensaje debe tener al menos 10 caracteres.');
  });

  it('sends a valid message with a submitting state, then thanks and resets', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const calls = mockFetch(
      withContent((url, init) =>
        url === '/api/contact' && init?.method === 'POST'
          ? new Promise<FakeResponse>((resolve) => {
              answer = resolve;
            })
          : undefined,
      ),
    );
    renderPage(<ContactPage />, '/contact');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(field('Your Name')).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.org',
      phone: '(718) 555-0100',
      subject: 'counseling',
      message: 'I would like to book a first session.',
      website: '',
    });

    await act(async () => answer({ status: 201, body: { message: 'ok' } }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Message Sent!')).toBeInTheDocument();
    expect(
      within(toast).getByText("Thank you for reaching out. We'll reply within 24 hours."),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Your Name')).toHaveValue(''));
    expect(field('Message')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the values and shows an error toast when sending fails', async () => {
    mockFetch(
      withContent((url) => (url === '/api/contact' ? { status: 500, body: { message: 'boom' } } : undefined)),
    );
    renderPage(<ContactPage />, '/contact');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByTestId('toast');
    expect(within(alert).getByText('Message not sent')).toBeInTheDocument();
    expect(
      within(alert).getByText('There was an error sending your message. Please try again.'),
    ).toBeInTheDocument();
    expect(field('Your Name')).toHaveValue('Maria Lopez');
    expect(field('Message')).toHaveValue('I would like to book a first session.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the service message when it is rate limited', async () => {
    mockFetch(
      withContent((url) =>
        url === '/api/contact'
          ? { status: 429, body: { message: 'Too many requests. Please wait a few minutes and try again.' } }
          : undefined,
      ),
    );
    renderPage(<ContactPage />, '/contact');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByTestId('toast');
    expect(
      within(alert).getByText('Too many requests. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });

  it('hides the honeypot from people and assistive technology', async () => {
    await renderContact();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByLabelText('Leave this field empty')).not.toBeNull();
  });
});

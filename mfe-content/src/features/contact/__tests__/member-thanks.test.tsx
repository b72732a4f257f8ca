import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import ContactPage from '../../../pages/contact';
import { siteContentHandler } from '../../../__tests__/site-content-fixture';
import { mockFetch, renderPage } from '../../../__tests__/test-utils';

/** A member with an active plan is told, in her language, that she hears back within 24 hours. */

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

function serve(memberSupport: boolean) {
  const content = siteContentHandler();
  mockFetch((url, init) => {
    const published = content(url, init);
    if (published) return published;
    if (url === '/api/contact') return { status: 201, body: { message: 'ok', memberSupport } };
    return undefined;
  });
}

async function send(labels: { name: string; email: string; subject: string; message: string; send: string }) {
  renderPage(<ContactPage />, '/contact');
  fireEvent.change(screen.getByLabelText(labels.name), { target: { value: 'Maria Lopez' } });
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: 'maria@example.org' } });
  fireEvent.change(screen.getByLabelText(labels.subject), { target: { value: 'other' } });
  fireEvent.change(screen.getByLabelText(labels.message), {
    target: { value: 'A question about my plan, please.' },
  });
  fireEvent.click(screen.getByRole('button', { name: labels.send }));
  return screen.findByTestId('toast');
}

const EN = {
  name: 'Your Name',
  email: 'Your Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send Message',
};

describe('the thank-you after sending', () => {
  it('tells a member she hears back within 24 hours', async () => {
    serve(true);
    const toast = await send(EN);
    expect(
      within(toast).getByText(
        'Thank you for reaching out. As a member, you will hear from us within 24 hours.',
      ),
    ).toBeInTheDocument();
  });

  it('says so in Spanish', async () => {
    serve(true);
    await act(() => setLanguage('es'));
    const toast = await send({
      name: 'Su nombre',
      email: 'Su correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
      send: 'Enviar mensaje',
    });
    expect(
      within(toast).getByText(
        'Gracias por escribirnos. Como miembro, tendrá nuestra respuesta en menos de 24 horas.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the usual thanks for everyone else', async () => {
    serve(false);
    const toast = await send(EN);
    expect(
      within(toast).getByText("Thank you for reaching out. We'll reply within 24 hours."),
    ).toBeInTheDocument();
  });
});

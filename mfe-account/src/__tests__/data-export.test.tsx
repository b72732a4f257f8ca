import { act, fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { PrivacyCard } from '../features/account/components/privacy-card';
import MyDataPage from '../pages/my-data';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

const FILE = { generatedAt: '2026-06-01T15:00:00.000Z', language: 'en', summary: ['Orders: 1.'] };
const created: Blob[] = [];
const saved: string[] = [];
beforeEach(() => {
  created.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:my-data';
  });
  URL.revokeObjectURL = jest.fn();
  saved.length = 0;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterAll(() => jest.restoreAllMocks());

/** A saved file's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
afterEach(async () => {
  await act(() => setLanguage('en'));
});

function service(options: { request?: FakeResponse; download?: FakeResponse } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return { body: MEMBER };
    if (url === '/api/account/data-export' && init?.method === 'POST')
      return options.request ?? { status: 202, body: {} };
    if (url === '/api/privacy/data-export/download' && init?.method === 'POST')
      return options.download ?? { body: FILE };
    return undefined;
  });
}

describe('Account → Privacy: download my data', () => {
  it('asks her password, keeps it on a refusal, then says to check her email', async () => {
    const wrong = 'The current password is not correct.';
    const calls = service({ request: { status: 400, body: { message: wrong } } });
    renderPage(<PrivacyCard />, '/account');
    const password = await screen.findByLabelText('Password');
    fireEvent.change(password, { target: { value: 'not it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(password).toHaveValue('not it');
    expect(calls.filter((call) => call.url === '/api/account/data-export')).toEqual([
      { method: 'POST', url: '/api/account/data-export', body: { password: 'not it' } },
    ]);
  });

  it('says to check her email once the link is sent (in Spanish too)', async () => {
    await act(() => setLanguage('es'));
    service();
    renderPage(<PrivacyCard />, '/account');
    fireEvent.change(await screen.findByLabelText('Contraseña'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Revise su correo electrónico/);
  });
});

describe('/my-data#token=…', () => {
  it('downloads nothing on opening; the button POSTs the token and saves the file', async () => {
    const calls = service();
    renderPage(<MyDataPage />, '/my-data#token=tok_123', '/my-data');
    const button = await screen.findByRole('button', { name: 'Download my data' });
    expect(calls.filter((call) => call.url === '/api/privacy/data-export/download')).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Your file has been downloaded.');
    expect(calls.filter((call) => call.url === '/api/privacy/data-export/download')).toEqual([
      { method: 'POST', url: '/api/privacy/data-export/download', body: { token: 'tok_123' } },
    ]);
    expect(created).toHaveLength(1);
    expect(JSON.parse(await textOf(created[0]!))).toEqual(FILE);
    expect(saved).toEqual(['my-data-2026-06-01.json']);
  });

  it('explains a link that does not work', async () => {
    const invalid = 'This download link is invalid, expired or already used. Please ask for a new one.';
    service({ download: { status: 400, body: { message: invalid } } });
    renderPage(<MyDataPage />, '/my-data#token=old', '/my-data');
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
  });
});

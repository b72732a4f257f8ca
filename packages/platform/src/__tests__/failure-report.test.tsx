import '../i18n';
import { act, render, screen } from '@testing-library/react';
import { ApiError, apiUpload } from '../api';
import { TextField } from '../form-field';
import { NamedButton } from '../named-button';
import { PlatformProvider } from '../platform-provider';
import { ErrorAlert } from '../states';
import { SubmitRow } from '../submit-button';
import { fakeHeaders } from '../testing';
import { reportFailure, toastSuccess, ToastViewport } from '../toast';

function serverError(status: number, body: string, requestId?: string) {
  return new ApiError(status, body, 'Error', requestId);
}

describe('reportFailure', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ToastViewport />);
  });
  afterEach(() => logged.mockRestore());

  it('logs what failed and says the service message with the reference to quote', () => {
    const error = serverError(503, '{"message":"The shop is busy"}', 'req-42');
    act(() => reportFailure('Placing the order', error, { title: 'Checkout failed', message: 'Try again.' }));
    expect(logged).toHaveBeenCalledWith('Placing the order failed:', error);
    const shown = screen.getByRole('alert');
    expect(shown).toHaveTextContent('Checkout failed');
    expect(shown).toHaveTextContent('The shop is busy Reference: req-42');
  });

  it("says the caller's own message when asked, still with the reference", () => {
    const error = serverError(500, '{"message":"Boom"}', 'req-7');
    act(() => reportFailure('Saving', error, { title: 'Error', message: 'Not saved.', ownMessage: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved. Reference: req-7');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Boom');
  });

  it('shows the title alone when there is nothing more to say', () => {
    act(() => reportFailure('Restoring', new Error('offline'), { title: 'Not restored' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Not restored$/);
  });

  it('toastSuccess says what was done, politely', () => {
    act(() => toastSuccess('Saved', 'Spring retreat'));
    expect(screen.getByRole('status')).toHaveTextContent('SavedSpring retreat');
  });
});

describe('apiUpload', () => {
  it('posts the file as the body, typed, with credentials, and reads the answer', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      statusText: 'OK',
      headers: fakeHeaders(),
      text: () => Promise.resolve('{"url":"/x.webp"}'),
    });
    globalThis.fetch = fetchMock;
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await expect(apiUpload('/api/up', file)).resolves.toEqual({ url: '/x.webp' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/up');
    expect([init.method, init.credentials]).toEqual(['POST', 'include']);
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });

  it("throws the service's refusal", async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 413,
      statusText: 'Too large',
      headers: fakeHeaders(),
      text: () => Promise.resolve('{"message":"Too large"}'),
    });
    await expect(apiUpload('/api/up', new File(['x'], 'x.png'))).rejects.toMatchObject({ status: 413 });
  });
});

describe('form pieces', () => {
  it('SubmitRow: the submit button, then Cancel, both held while busy', () => {
    const onCancel = jest.fn();
    const { rerender } = render(
      <PlatformProvider>
        <SubmitRow busy={false} label="Save" busyLabel="Saving…" onCancel={onCancel} />
      </PlatformProvider>,
    );
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    rerender(
      <PlatformProvider>
        <SubmitRow busy label="Save" busyLabel="Saving…" onCancel={onCancel} />
      </PlatformProvider>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('ErrorAlert: announced when there is a failure, nothing otherwise', () => {
    const { rerender } = render(<ErrorAlert>{null}</ErrorAlert>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorAlert className="mt-2">Refused</ErrorAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(screen.getByRole('alert')).toHaveClass('alert', 'alert-danger', 'mt-2');
  });

  it('TextField: e-mail and password fields say what a browser may fill in, unless told otherwise', () => {
    const form = {
      values: { email: '', password: '', other: '' },
      errors: {},
      onChange: () => () => undefined,
    };
    render(
      <PlatformProvider>
        <TextField form={form} name="email" label="E-mail" type="email" />
        <TextField form={form} name="password" label="Password" type="password" />
        <TextField form={form} name="other" label="Guest e-mail" type="email" autoComplete="off" />
      </PlatformProvider>,
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Guest e-mail')).toHaveAttribute('autocomplete', 'off');
  });

  it('NamedButton: the visible label first, then what it acts on', () => {
    render(<NamedButton label="Edit" name="Home page" />);
    expect(screen.getByRole('button', { name: 'Edit Home page' })).toBeInTheDocument();
  });
});

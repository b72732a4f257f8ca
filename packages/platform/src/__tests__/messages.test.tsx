import { act, render, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '../i18n';
import { loadMessages, useMessage } from '../messages';

function Shown({ keyOrText }: { keyOrText?: string }) {
  const message = useMessage(keyOrText);
  return <p data-testid="message">{message ?? '(loading)'}</p>;
}

describe('messages', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('loads the catalog when a message is first shown, then translates in the active language', async () => {
    render(<Shown keyOrText="contact.nameMin" />);
    await waitFor(() =>
      expect(screen.getByTestId('message')).toHaveTextContent('Name must be at least 2 characters.'),
    );
    await act(() => setLanguage('es'));
    expect(screen.getByTestId('message')).toHaveTextContent('El nombre debe tener al menos 2 caracteres.');
  });

  it('keeps a sentence (a server message) as it is, and shows nothing without a message', async () => {
    await loadMessages();
    const { rerender } = render(<Shown keyOrText="Too many messages. Try later." />);
    expect(screen.getByTestId('message')).toHaveTextContent('Too many messages. Try later.');
    rerender(<Shown />);
    expect(screen.getByTestId('message')).toHaveTextContent('(loading)');
  });
});

import { screen } from '@testing-library/react';
import { useFragmentToken } from '../fragment-token';
import { renderPage } from '../testing';

function ShowsToken() {
  return <p data-testid="token">{useFragmentToken() || '(none)'}</p>;
}

describe('useFragmentToken', () => {
  it("reads the link's token from the fragment once and removes it from the address", async () => {
    renderPage(<ShowsToken />, '/reset-password?lang=es#token=abc.def', '/reset-password');
    expect(screen.getByTestId('token')).toHaveTextContent('abc.def');
    // The address keeps its path and query, never the token; the page keeps the token it read.
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/reset-password\?lang=es$/);
    expect(screen.getByTestId('token')).toHaveTextContent('abc.def');
  });

  it('is empty for an address without a token', () => {
    renderPage(<ShowsToken />, '/verify-email', '/verify-email');
    expect(screen.getByTestId('token')).toHaveTextContent('(none)');
  });
});

import '../i18n';
import { act, render, screen } from '@testing-library/react';
import { ToastViewport, toast, TOAST_DURATION_MS } from '../toast';

describe('toasts', () => {
  it('shows one toast at a time and hides it after the default duration', () => {
    jest.useFakeTimers();
    render(<ToastViewport />);
    act(() => toast({ title: 'Item added to cart' }));
    act(() =>
      toast({
        title: 'Error',
        description: 'Failed to add item to cart. Please try again.',
        variant: 'error',
      }),
    );
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add item to cart. Please try again.');
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
    jest.useRealTimers();
  });
});

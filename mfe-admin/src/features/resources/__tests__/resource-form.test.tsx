import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Resource } from '@ministry/contracts/resource';
import { setLanguage } from '@ministry/platform/i18n';
import { renderPage } from '../../../__tests__/test-utils';
import { ResourceForm } from '../components/resource-form';
import { emptyResourceValues, resourceValues } from '../form-values';

const JOURNAL: Resource = {
  id: 'r1',
  title: 'Prayer Journal',
  description: 'Twelve weeks of guided prayer.',
  category: 'bible-study',
  type: 'premium',
  priceCents: 1299,
  planDiscountPercent: 10,
  imageUrl: null,
  downloadable: true,
};

afterEach(() => act(() => setLanguage('en')));

function open(initial = resourceValues(JOURNAL)) {
  const onSubmit = jest.fn().mockResolvedValue(null);
  renderPage(<ResourceForm mode="edit" initial={initial} onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}

describe("the resource form's members' discount", () => {
  it('is asked for a premium resource only', () => {
    open(emptyResourceValues());
    expect(screen.queryByLabelText(/Plan members' discount/)).toBeNull();
  });

  it('sends the percentage, and refuses 91 with the translated message', async () => {
    const onSubmit = open();
    const field = screen.getByLabelText("Plan members' discount (%)");
    expect(field).toHaveValue('10');
    expect(field).toHaveAccessibleDescription(/members with any plan/);
    fireEvent.change(field, { target: { value: '91' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Resource' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Members' discount must be a whole percentage from 0 to 90/);
    expect(onSubmit).not.toHaveBeenCalled();

    await act(() => setLanguage('es'));
    expect(screen.getByLabelText('Descuento para miembros del plan (%)')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar recurso' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ planDiscountPercent: 25, priceCents: 1299 });
  });
});

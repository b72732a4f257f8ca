import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { renderPage } from '../../../__tests__/test-utils';
import { event } from '../../../__tests__/fixtures';
import { EventForm } from '../components/event-form';
import { emptyValues, valuesOf, type EventFormValues } from '../form-values';

function renderForm(initial: EventFormValues) {
  const onSubmit = jest.fn((): Promise<unknown> => Promise.resolve(null));
  renderPage(<EventForm mode="create" initial={initial} onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}

const FILLED: EventFormValues = {
  ...emptyValues('2025-03-11'),
  title: 'Spring Retreat',
  startTime: '09:00',
  endTime: '16:00',
  location: 'Ministry Center',
  category: 'retreat',
  description: 'A day away.',
};

const section = () => screen.getByTestId('discount-codes');
const codeRows = () => within(section()).getAllByTestId('code-row');
const type = (where: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(where).getByLabelText(label), { target: { value } });

function pricedForm() {
  const onSubmit = renderForm(FILLED);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Places are paid' }));
  const option = within(screen.getByTestId('pricing-fields')).getAllByTestId('option-row')[0]!;
  type(option, 'Name (English)', 'Participant');
  type(option, 'Name (Spanish)', 'Participante');
  type(option, 'Price in dollars', '35');
  return onSubmit;
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Discount codes in the event form', () => {
  it('adds and removes code rows and sends them upper-case, amounts in cents', async () => {
    const onSubmit = pricedForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add discount code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add discount code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add discount code' }));
    expect(codeRows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove code 3' }));
    expect(codeRows()).toHaveLength(2);
    type(codeRows()[0]!, /^Code/, 'spring10');
    type(codeRows()[0]!, /^Percent off/, '10');
    type(codeRows()[0]!, /^Uses/, '50');
    type(codeRows()[0]!, /^Last day/, '2025-03-01');
    type(codeRows()[1]!, /^Code/, 'friend');
    type(codeRows()[1]!, 'Discount', 'amount');
    type(codeRows()[1]!, /^Amount off in dollars/, '12.50');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0] as unknown as [{ pricing: { discountCodes: unknown } }];
    expect(payload[0].pricing.discountCodes).toEqual([
      { code: 'SPRING10', percentOff: 10, amountOffCents: null, maxUses: 50, validUntil: '2025-03-01' },
      { code: 'FRIEND', percentOff: null, amountOffCents: 1250, maxUses: null, validUntil: null },
    ]);
  });

  it("says a row's errors on its own fields, and a duplicate under the rows", async () => {
    const onSubmit = pricedForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add discount code' }));
    type(codeRows()[0]!, /^Code/, 'ab');
    type(codeRows()[0]!, /^Percent off/, '150');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    const code = within(codeRows()[0]!).getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(/^A discount code has 3 to 20 letters, digits or dashes\./);
    expect(within(codeRows()[0]!).getByLabelText(/^Percent off/)).toHaveAccessibleDescription(
      /percentage from 1 to 100/,
    );
    expect(onSubmit).not.toHaveBeenCalled();

    type(codeRows()[0]!, /^Code/, 'SAME');
    type(codeRows()[0]!, /^Percent off/, '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add discount code' }));
    type(codeRows()[1]!, /^Code/, 'same');
    type(codeRows()[1]!, /^Percent off/, '20');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Each discount code of an event is different.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("opens an event's codes, in Spanish too", async () => {
    await act(() => setLanguage('es'));
    const priced = event({
      id: 'e9',
      title: 'Retreat',
      signup: { enabled: true, capacity: 40, waitlist: true, closesHoursBefore: 0 },
      pricing: {
        options: [
          {
            id: 'adult',
            kind: 'participant',
            name: 'Adult',
            nameEs: 'Adulta',
            priceCents: 4000,
            earlyBirdCents: null,
            capacity: null,
          },
        ],
        earlyBirdUntil: null,
        groupDiscountPercent: 0,
        opensDaysBefore: 30,
        discountCodes: [
          { code: 'FRIEND', percentOff: null, amountOffCents: 1250, maxUses: 3, validUntil: null },
        ],
      },
    });
    renderForm({ ...valuesOf(priced), category: 'retreat' });
    const row = within(screen.getByTestId('discount-codes')).getByRole('group', { name: 'Código 1' });
    expect(within(row).getByLabelText(/^Código/)).toHaveValue('FRIEND');
    expect(within(row).getByLabelText(/^Monto de descuento en dólares/)).toHaveValue('12.50');
    expect(within(row).getByLabelText(/^Usos/)).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Quitar código 1' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../__tests__/test-utils';
import { EventForm } from '../components/event-form';
import { emptyValues, valuesOf, type EventFormValues } from '../form-values';
import { event } from '../../../__tests__/fixtures';

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

const section = () => screen.getByTestId('pricing-fields');
const rows = () => within(section()).getAllByTestId('option-row');
const type = (where: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(where).getByLabelText(label), { target: { value } });

describe('Paid places in the event form', () => {
  it('sends the options in cents, with sign-up switched on', async () => {
    const onSubmit = renderForm(FILLED);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Places are paid' }));
    type(rows()[0]!, 'Name (English)', 'Participant');
    type(rows()[0]!, 'Name (Spanish)', 'Participante');
    type(rows()[0]!, 'Price in dollars', '$35');
    type(rows()[0]!, 'Early-bird price in dollars', '29.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    type(rows()[1]!, 'Kind', 'childcare');
    type(rows()[1]!, 'Name (English)', 'Childcare (per child)');
    type(rows()[1]!, 'Name (Spanish)', 'Cuidado infantil');
    type(rows()[1]!, 'Price in dollars', '1,000.5');
    type(rows()[1]!, 'Childcare places', '12');
    type(section(), 'Group discount (%)', '10');
    type(section(), 'Members can cancel up to … hours before', '72');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0] as unknown as [{ pricing: unknown; signup: { enabled: boolean } }];
    expect(payload[0].signup.enabled).toBe(true);
    expect(payload[0].pricing).toEqual({
      options: [
        {
          id: 'participant',
          kind: 'participant',
          name: 'Participant',
          nameEs: 'Participante',
          priceCents: 3500,
          earlyBirdCents: 2950,
          capacity: null,
        },
        {
          id: 'childcare-per-child',
          kind: 'childcare',
          name: 'Childcare (per child)',
          nameEs: 'Cuidado infantil',
          priceCents: 100050,
          earlyBirdCents: null,
          capacity: 12,
        },
      ],
      earlyBirdUntil: null,
      groupDiscountPercent: 10,
      opensDaysBefore: 30,
      cancelCutoffHours: 72,
      planPerk: null,
      planDiscountPercent: 0,
      discountCodes: [],
    });
  });

  it('starts the cancellation cut-off at 48 hours and says one out of range on its field', async () => {
    renderForm(FILLED);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Places are paid' }));
    expect(within(section()).getByLabelText('Members can cancel up to … hours before')).toHaveValue('48');
    type(section(), 'Members can cancel up to … hours before', '721');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(
      await screen.findByText('Members can cancel up to a whole number of hours from 0 to 720 before.'),
    ).toBeInTheDocument();
  });

  it("sends the plan perk and the plan members' discount, and says a wrong discount on its field", async () => {
    const onSubmit = renderForm(FILLED);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Places are paid' }));
    type(rows()[0]!, 'Name (English)', 'Participant');
    type(rows()[0]!, 'Name (Spanish)', 'Participante');
    type(rows()[0]!, 'Price in dollars', '35');
    const perk = within(section()).getByRole('combobox', { name: /^Plan perk/ });
    expect(perk).toHaveValue('');
    expect(
      within(perk)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'None',
      'Bible study place (Growth, Transform: one a season)',
      'Retreat day (Transform: one a quarter)',
    ]);
    fireEvent.change(perk, { target: { value: 'bible-study' } });
    type(section(), "Plan members' discount (%)", '95');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    const discount = within(section()).getByLabelText("Plan members' discount (%)");
    await waitFor(() => expect(discount).toHaveAttribute('aria-invalid', 'true'));
    expect(discount).toHaveAccessibleDescription(/whole percentage from 0 to 90/);
    expect(within(section()).getByLabelText('Group discount (%)')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();

    type(section(), "Plan members' discount (%)", '15');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0] as unknown as [{ pricing: Record<string, unknown> }];
    expect(payload[0].pricing).toMatchObject({ planPerk: 'bible-study', planDiscountPercent: 15 });
  });

  it("shows each option's errors on its own fields and focuses the first", async () => {
    const onSubmit = renderForm(FILLED);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Places are paid' }));
    type(rows()[0]!, 'Name (English)', 'Participant');
    type(rows()[0]!, 'Name (Spanish)', 'Participante');
    type(rows()[0]!, 'Price in dollars', '35');
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    type(rows()[1]!, 'Name (English)', 'Childcare');
    type(rows()[1]!, 'Price in dollars', 'ten dollars');
    type(section(), 'Group discount (%)', '95');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    const second = rows()[1]!;
    const price = within(second).getByLabelText('Price in dollars');
    await waitFor(() => expect(price).toHaveAccessibleDescription('Enter a price in dollars, up to $5,000.'));
    expect(within(second).getByLabelText('Name (Spanish)')).toHaveAccessibleDescription(
      'Name each place option in English and Spanish.',
    );
    expect(within(rows()[0]!).getByLabelText('Price in dollars')).not.toHaveAttribute('aria-invalid');
    expect(within(section()).getByLabelText('Group discount (%)')).toHaveAccessibleDescription(
      /^The group discount is a whole percentage from 0 to 90\./,
    );
    await waitFor(() => expect(within(second).getByLabelText('Name (Spanish)')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    // An edit clears that field's error only.
    type(second, 'Price in dollars', '10');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(within(second).getByLabelText('Name (Spanish)')).toHaveAttribute('aria-invalid', 'true');
  });

  it("opens an event's pricing in dollars, keeping its options' ids", async () => {
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
            earlyBirdCents: 3500,
            capacity: null,
          },
        ],
        earlyBirdUntil: '2025-03-01',
        groupDiscountPercent: 0,
        opensDaysBefore: 45,
        planPerk: 'retreat',
        planDiscountPercent: 20,
      },
    });
    const onSubmit = renderForm({ ...valuesOf(priced), category: 'retreat' });
    expect(within(rows()[0]!).getByLabelText('Price in dollars')).toHaveValue('40.00');
    expect(within(section()).getByLabelText('Early-bird last day')).toHaveValue('2025-03-01');
    expect(within(section()).getByRole('combobox', { name: /^Plan perk/ })).toHaveValue('retreat');
    expect(within(section()).getByLabelText("Plan members' discount (%)")).toHaveValue('20');
    type(rows()[0]!, 'Name (English)', 'Adult place');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0] as unknown as [
      { pricing: { options: { id: string; priceCents: number }[]; opensDaysBefore: number } },
    ];
    expect(payload[0].pricing.options[0]).toMatchObject({
      id: 'adult',
      name: 'Adult place',
      priceCents: 4000,
      earlyBirdCents: 3500,
    });
    expect(payload[0].pricing.opensDaysBefore).toBe(45);
    expect(payload[0].pricing).toMatchObject({ planPerk: 'retreat', planDiscountPercent: 20 });
  });
});

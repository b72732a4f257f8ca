import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@ministry/platform/api';
import { setLanguage } from '@ministry/platform/i18n';
import { renderPage } from '../../../__tests__/test-utils';
import { EventForm } from '../components/event-form';
import { emptyValues, type EventFormValues } from '../form-values';

/** A form field by its label, with or without the required star. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

function renderForm(
  initial: Partial<EventFormValues> = {},
  onSubmit = jest.fn((): Promise<unknown> => Promise.resolve(null)),
) {
  renderPage(
    <EventForm
      mode="create"
      initial={{ ...emptyValues('2025-03-11'), ...initial }}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

const filled: Partial<EventFormValues> = {
  title: 'Mothers in Prayer',
  startTime: '09:00',
  endTime: '10:00',
  location: 'Ministry Center',
  category: 'prayer',
  description: 'We pray for our children.',
};

afterEach(() => act(() => setLanguage('en')));

describe('EventForm', () => {
  it('marks the required fields, for sight only (the control says it is required)', () => {
    renderForm();
    for (const label of ['Title', 'Date', 'Category', 'Start time', 'End time', 'Location', 'Description']) {
      expect(field(label)).toBeRequired();
      expect(
        (field(label) as HTMLInputElement).labels?.[0]?.querySelector('[aria-hidden="true"]'),
      ).toHaveTextContent('*');
    }
    expect(field('Title in Spanish (optional)')).not.toBeRequired();
  });

  it('reads the shared times help with both times, and the type help with the type', () => {
    renderForm({ isRecurring: true });
    for (const label of ['Start time', 'End time'])
      expect(field(label)).toHaveAccessibleDescription(/New York time/);
    expect(field('Repeats')).toHaveAccessibleDescription(/repeats on the weekday of the date/);
    expect(field('Ends on (optional)')).toHaveAccessibleDescription(/Leave empty to repeat with no end/);
  });

  it('puts an end date before the date on its field, read with its help, and focuses it', async () => {
    const onSubmit = renderForm({ ...filled, isRecurring: true, recurringDays: ['tuesday'] });
    fireEvent.change(field('Ends on (optional)'), { target: { value: '2025-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    const end = field('Ends on (optional)');
    await waitFor(() => expect(end).toHaveFocus());
    expect(end).toHaveAccessibleDescription(/^The end date cannot be before the date Leave empty/);
    expect(screen.getByRole('alert')).toHaveTextContent('The end date cannot be before the date');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a service's weekday error under the days' legend and focuses the first box, in Spanish", async () => {
    await act(() => setLanguage('es'));
    const body = { message: 'Bad input', errors: { 'recurringDays[0]': 'event.recurringDayInvalid' } };
    const refusal = new ApiError(400, JSON.stringify(body), 'Bad Request');
    renderForm(
      { ...filled, isRecurring: true, recurringDays: ['tuesday'] },
      jest.fn(() => Promise.resolve(refusal)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    const days = screen.getByRole('group', { name: 'Estos días' });
    expect(await within(days).findByRole('alert')).toHaveTextContent('Día de la semana desconocido');
    expect(days).toHaveAccessibleDescription('Día de la semana desconocido');
    await waitFor(() => expect(within(days).getAllByRole('checkbox')[0]).toHaveFocus());
  });
});

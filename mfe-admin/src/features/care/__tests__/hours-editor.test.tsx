import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { mockFetch, renderPage } from '../../../__tests__/test-utils';
import { HoursEditor } from '../components/counselor/hours-editor';
import { PROFILE } from './care-fixtures';

function setup() {
  const saved = jest.fn();
  const calls = mockFetch((url, init) => {
    if (url === '/api/care/counselor/profile' && init?.method === 'PATCH')
      return { body: { ...PROFILE, ...(JSON.parse(String(init.body)) as object) } };
    return undefined;
  });
  renderPage(<HoursEditor profile={PROFILE} onSaved={saved} />);
  return { calls, saved, patches: () => calls.filter((call) => call.method === 'PATCH') };
}

const monday = () => screen.getByTestId('care-hours-form').querySelector('[data-weekday="1"]') as HTMLElement;

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('her hours editor', () => {
  it('refuses an end before the start and a negative buffer, in English then Spanish, sending nothing', async () => {
    const { patches } = setup();
    fireEvent.change(screen.getByLabelText('To Monday 1'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('Minutes between appointments'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my hours' }));
    expect(await screen.findByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(screen.getByText('This value is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('To Monday 1')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('From Monday 1')).toHaveFocus());

    await act(() => setLanguage('es'));
    expect(await screen.findByText('La hora de fin debe ser posterior a la de inicio.')).toBeInTheDocument();
    expect(screen.getByText('Este valor no es válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Hasta Lunes 1')).toHaveValue('08:00');
    expect(patches()).toEqual([]);
  });

  it('asks for a language and a way of meeting (Spanish)', async () => {
    await act(() => setLanguage('es'));
    setup();
    fireEvent.click(screen.getByLabelText('Inglés'));
    fireEvent.click(screen.getByLabelText('Español'));
    fireEvent.click(screen.getByLabelText('Virtual'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar mi horario' }));
    expect(await screen.findByText('Elija al menos un idioma.')).toBeInTheDocument();
    expect(screen.getByText('Elija al menos una forma de reunión.')).toBeInTheDocument();
  });

  it('saves several ranges a day, a Saturday and a day off through her own profile route', async () => {
    const { patches, saved } = setup();
    fireEvent.click(within(monday()).getByRole('button', { name: 'Add hours Monday' }));
    fireEvent.change(screen.getByLabelText('From Monday 2'), { target: { value: '17:00' } });
    fireEvent.change(screen.getByLabelText('To Monday 2'), { target: { value: '19:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add hours Saturday' }));
    fireEvent.change(screen.getByLabelText('To Saturday 1'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an exception' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-12-24' } });
    fireEvent.change(screen.getByLabelText('Meeting link'), {
      target: { value: 'https://meet.example.org/maria' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save my hours' }));
    expect(await screen.findByText('Your hours were saved')).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(patches()[0]!.url).toBe('/api/care/counselor/profile');
    expect(patches()[0]!.body).toEqual({
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '17:00' },
        { weekday: 1, start: '17:00', end: '19:00' },
        { weekday: 6, start: '09:00', end: '13:00' },
      ],
      exceptions: [{ date: '2030-12-24' }],
      bufferMinutes: 10,
      minNoticeHours: 12,
      horizonWeeks: 8,
      languages: ['en', 'es'],
      modes: ['virtual'],
      meetingLink: 'https://meet.example.org/maria',
    });
    expect(saved).toHaveBeenCalledTimes(1);
  });
});

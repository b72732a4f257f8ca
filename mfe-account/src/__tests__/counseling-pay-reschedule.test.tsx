import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import CounselingPayPage from '../pages/counseling-pay';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

// /counseling/pay#token=…: "Change the time" picks another free time of the same counselor (the
// member's picker), then the page shows the new time; the cut-off is care's, said with its time.

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const TOKEN = `65f1a2b3c4d5e6f708192a3b.${'A'.repeat(43)}`;
/** Monday March 4, 2030, 9:00 AM in New York; changeable until Sunday 9:00 AM. */
const BOOKED: SessionAnswer = {
  appointmentId: '65f1a2b3c4d5e6f708192a3b',
  priceCents: 7500,
  startsAt: '2030-03-04T14:00:00.000Z',
  durationMinutes: 50,
  counselorName: 'Dr. Maria Rodriguez',
  typeName: 'Initial consultation',
  typeNameEs: 'Consulta inicial',
  status: 'booked',
  holdExpiresAt: null,
  changeableUntil: '2030-03-03T14:00:00.000Z',
  counselorId: 'c1',
  typeId: 'initial-consultation',
};
/** Thursday March 7, 2030, 2:00 PM in New York. */
const THURSDAY_2 = '2030-03-07T19:00:00.000Z';
const MOVED: SessionAnswer = { ...BOOKED, startsAt: THURSDAY_2, changeableUntil: '2030-03-06T19:00:00.000Z' };

function serve(preview: SessionAnswer, moved: FakeResponse) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    if (key === 'GET /api/auth/user') return { status: 401 };
    if (key === 'POST /api/care/visitor-appointments/preview') return { body: preview };
    if (key === 'GET /api/care/slots')
      return {
        body: { slots: [{ counselorId: 'c1', startsAt: THURSDAY_2, endsAt: '2030-03-07T19:50:00.000Z' }] },
      };
    if (key === 'POST /api/care/visitor-appointments/reschedule') return moved;
    return undefined;
  });
}

const open = () => renderPage(<CounselingPayPage />, `/counseling/pay#token=${TOKEN}`, '/counseling/pay');

describe('/counseling/pay: change the time', () => {
  it('picks a free time of the same counselor, moves it, and shows the new time and cut-off', async () => {
    const calls = serve(BOOKED, { body: MOVED });
    open();
    const booking = await screen.findByTestId('visitor-booking');
    expect(screen.getByTestId('visitor-change-until')).toHaveTextContent(
      'You can change or cancel this session with this link until Sunday, March 3, 9:00 AM (New York time).',
    );
    fireEvent.click(within(booking).getByRole('button', { name: 'Change the time' }));
    const panel = screen.getByTestId('reschedule-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: '2:00 PM, Thursday, March 7' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move to 2:00 PM, Thursday, March 7' }));
    expect(
      await screen.findByText('Your session now starts Thursday, March 7, 2:00 PM (New York time).'),
    ).toHaveAttribute('role', 'status');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/care/visitor-appointments/reschedule',
      body: { token: TOKEN, startsAt: THURSDAY_2 },
    });
    expect(calls.some((call) => call.url.includes('typeId=initial-consultation&counselorId=c1'))).toBe(true);
    expect(screen.queryByTestId('reschedule-panel')).toBeNull();
    expect(booking).toHaveTextContent('Thursday, March 7');
    expect(screen.getByTestId('visitor-change-until')).toHaveTextContent('until Wednesday, March 6, 2:00 PM');
  });

  it('in Spanish; a time just taken says care’s reason and keeps the session where it was', async () => {
    await act(() => setLanguage('es'));
    const message = 'Ese horario acaba de ser reservado. Elija otro horario.';
    serve({ ...BOOKED, status: 'awaiting_payment' }, { status: 409, body: { message } });
    open();
    const booking = await screen.findByTestId('visitor-booking');
    expect(screen.getByTestId('visitor-change-until')).toHaveTextContent(
      'Puede cambiar o cancelar esta sesión con este enlace hasta el domingo, 3 de marzo',
    );
    fireEvent.click(within(booking).getByRole('button', { name: 'Cambiar el horario' }));
    const panel = screen.getByTestId('reschedule-panel');
    fireEvent.click(
      await within(panel).findByRole('button', { name: /^2:00 p\. ?m\., jueves, 7 de marzo$/ }),
    );
    fireEvent.click(within(panel).getByRole('button', { name: /^Cambiar a 2:00/ }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('La sesión no se cambió');
    expect(toast).toHaveTextContent(message);
    expect(booking).toHaveTextContent('lunes, 4 de marzo');
    expect(within(panel).getByRole('button', { name: /^Cambiar a 2:00/ })).toBeEnabled();
  });

  it('after the cut-off: no change or cancel, said why', async () => {
    serve({ ...BOOKED, changeableUntil: null }, { status: 500 });
    open();
    const booking = await screen.findByTestId('visitor-booking');
    expect(within(booking).queryByRole('button', { name: 'Change the time' })).toBeNull();
    expect(within(booking).queryByRole('button', { name: 'Cancel this session' })).toBeNull();
    expect(screen.getByTestId('visitor-change-until')).toHaveTextContent(
      'This session can no longer be changed or canceled with this link.',
    );
  });
});

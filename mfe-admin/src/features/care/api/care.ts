import useSWR, { mutate } from 'swr';
import type { AppointmentView, CounselorProfile, SessionTypeView, Slot } from '@ministry/contracts/care';
import type { Language } from '@ministry/contracts/language';
import { apiGet, apiSend } from '@ministry/platform/api';

/** An appointment as her counselor and staff list it: with the member's name. */
export type AgendaAppointment = AppointmentView & { memberName?: string | null };

export interface CareRequestView {
  id: string;
  language: Language;
  counselorId: string | null;
  receivedAt: string;
  textDeleted: boolean;
}
export interface CareRequestDetail extends CareRequestView {
  name: string | null;
  email: string | null;
  text: string | null;
  deletedAt: string | null;
}
export interface SlidingScaleView {
  id: string;
  userId: string;
  status: 'pending' | 'decided';
  counselorId: string | null;
  prices: { typeId: string; priceCents: number }[];
  hasReason: boolean;
  createdAt: string;
  decidedAt: string | null;
}
export interface MentoringView {
  id: string;
  userId: string;
  status: string;
  counselorId: string | null;
  months: number | null;
  hasText: boolean;
  createdAt: string;
  matchedAt: string | null;
}
export interface TextRead {
  readerId: string;
  readerRole: string;
  record: string;
  recordId: string;
  field: string;
  subjectUserId: string | null;
  at: string;
}
export interface ConfidentialText {
  text: string | null;
  deletedAt: string | null;
}

const opts = { revalidateOnMount: true };
const CARE = '/api/care';
const STAFF = '/api/admin/care';
const id = encodeURIComponent;

// The counselor's own workspace.
export const OWN_PROFILE_KEY = `${CARE}/counselor/profile`;
export const OWN_APPOINTMENTS_KEY = `${CARE}/counselor/appointments`;
export const OUTSIDE_HOURS_KEY = `${CARE}/counselor/outside-hours`;

/** After a change: her agenda and the appointments outside her hours again. */
export const refreshAgenda = () => Promise.all([mutate(OWN_APPOINTMENTS_KEY), mutate(OUTSIDE_HOURS_KEY)]);

export const useOwnProfile = () => useSWR<CounselorProfile>(OWN_PROFILE_KEY, apiGet, opts);
export const useOwnAppointments = () =>
  useSWR<{ appointments: AgendaAppointment[] }>(OWN_APPOINTMENTS_KEY, apiGet, opts);
export const useOutsideHours = () =>
  useSWR<{ appointments: AgendaAppointment[] }>(OUTSIDE_HOURS_KEY, apiGet, opts);
export const useOwnRequests = () => useSWR<{ requests: CareRequestView[] }>(`${CARE}/requests`, apiGet, opts);
export const useSessionTypes = () =>
  useSWR<{ sessionTypes: SessionTypeView[] }>(`${CARE}/session-types`, apiGet, opts);

export const saveOwnProfile = (body: object) => apiSend<CounselorProfile>('PATCH', OWN_PROFILE_KEY, body);
export const readRequest = (requestId: string) =>
  apiGet<CareRequestDetail>(`${CARE}/requests/${id(requestId)}`);
export const markAttendance = (appointmentId: string, status: 'attended' | 'no_show') =>
  apiSend<AppointmentView>('POST', `${CARE}/appointments/${id(appointmentId)}/attendance`, { status });
export const readIntake = (appointmentId: string) =>
  apiGet<ConfidentialText>(`${CARE}/appointments/${id(appointmentId)}/intake`);
export const readNotes = (appointmentId: string) =>
  apiGet<ConfidentialText>(`${CARE}/appointments/${id(appointmentId)}/notes`);
export const writeNotes = (appointmentId: string, text: string) =>
  apiSend('PUT', `${CARE}/appointments/${id(appointmentId)}/notes`, { text });

/** Moves or cancels: her counselor through the member routes, staff through theirs. */
export const moveAppointment = (appointmentId: string, startsAt: string, staff = false) =>
  apiSend<AppointmentView>(
    'POST',
    `${staff ? `${STAFF}/appointments` : `${CARE}/appointments`}/${id(appointmentId)}/reschedule`,
    { startsAt },
  );
export const cancelAppointment = (appointmentId: string, staff = false) =>
  apiSend<AppointmentView>(
    'POST',
    `${staff ? `${STAFF}/appointments` : `${CARE}/appointments`}/${id(appointmentId)}/cancel`,
  );

/** A counselor's free times for a session type, the next four weeks. */
export const freeSlots = (counselorId: string, typeId: string, from: string) =>
  apiGet<{ slots: Slot[] }>(
    `${CARE}/slots?counselorId=${id(counselorId)}&typeId=${id(typeId)}&from=${from}&days=28`,
  );

// Staff.
export const COUNSELORS_KEY = `${STAFF}/counselors`;
export const STAFF_TYPES_KEY = `${STAFF}/session-types`;
export const useCounselors = () => useSWR<{ counselors: CounselorProfile[] }>(COUNSELORS_KEY, apiGet, opts);
export const useStaffSessionTypes = () =>
  useSWR<{ sessionTypes: SessionTypeView[] }>(STAFF_TYPES_KEY, apiGet, opts);
export const useStaffAppointments = (from: string, to: string) =>
  useSWR<{ appointments: AgendaAppointment[] }>(
    `${STAFF}/appointments?from=${id(from)}&to=${id(to)}`,
    apiGet,
    opts,
  );
export const useSlidingScale = () =>
  useSWR<{ requests: SlidingScaleView[] }>(`${STAFF}/sliding-scale`, apiGet, opts);
export const useMentoring = () => useSWR<{ requests: MentoringView[] }>(`${STAFF}/mentoring`, apiGet, opts);
export const useStaffRequests = () =>
  useSWR<{ requests: CareRequestView[] }>(`${STAFF}/requests`, apiGet, opts);
export const useTextReads = () =>
  useSWR<{ reads: TextRead[] }>(`${STAFF}/text-reads?limit=100`, apiGet, opts);

export const createCounselor = (body: object) => apiSend<CounselorProfile>('POST', COUNSELORS_KEY, body);
export const updateCounselor = (counselorId: string, body: object) =>
  apiSend<CounselorProfile>('PATCH', `${COUNSELORS_KEY}/${id(counselorId)}`, body);
export const updateSessionType = (typeId: string, body: object) =>
  apiSend<SessionTypeView>('PATCH', `${STAFF_TYPES_KEY}/${id(typeId)}`, body);
export const assignSlidingScale = (requestId: string, counselorId: string) =>
  apiSend('POST', `${STAFF}/sliding-scale/${id(requestId)}/assign`, { counselorId });
export const decideSlidingScale = (requestId: string, body: object) =>
  apiSend('PUT', `${STAFF}/sliding-scale/${id(requestId)}`, body);
export const matchMentoring = (requestId: string, body: object) =>
  apiSend('POST', `${STAFF}/mentoring/${id(requestId)}/match`, body);
export const assignRequest = (requestId: string, counselorId: string) =>
  apiSend('POST', `${STAFF}/requests/${id(requestId)}/assign`, { counselorId });

import useSWR from 'swr';
import type {
  AppointmentView,
  CounselorSummary,
  CreditBalance,
  SessionTypeView,
  Slot,
} from '@ministry/contracts/care';
import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import type { BookAppointmentInput, VisitorBookingInput } from '@ministry/contracts/care-schemas';
import type { User } from '@ministry/contracts/user';
import { apiGet, apiSend } from '@ministry/platform/api';

export const MY_APPOINTMENTS_KEY = '/api/care/appointments/mine';
export const CREDITS_KEY = '/api/care/credits';
export const COUNSELORS_KEY = '/api/care/counselors';
export const SESSION_TYPES_KEY = '/api/care/session-types';
export const MY_SLIDING_SCALE_KEY = '/api/care/sliding-scale/mine';
export const MY_MENTORING_KEY = '/api/care/mentoring/mine';

/** A sliding-scale request as its member sees it (her reason stays sealed: only its presence). */
export interface SlidingScaleRequestView {
  id: string;
  status: 'pending' | 'decided';
  prices: { typeId: string; priceCents: number }[];
  createdAt: string;
  decidedAt: string | null;
}

/** A mentoring request as its member sees it. */
export interface MentoringRequestView {
  id: string;
  status: 'pending' | 'matched';
  counselorId: string | null;
  months: number | null;
  createdAt: string;
  matchedAt: string | null;
}

const fresh = { revalidateOnMount: true } as const;

/** Her appointments, oldest first (the service's order); read again each time the tab shows. */
export function useMyAppointments() {
  return useSWR<{ appointments: AppointmentView[] }>(MY_APPOINTMENTS_KEY, apiGet, fresh);
}

/** Her plan's sessions this period, or `credits: null` without a plan. */
export function useCredits() {
  return useSWR<{ credits: CreditBalance | null }>(CREDITS_KEY, apiGet, fresh);
}

export function useCounselors() {
  return useSWR<{ counselors: CounselorSummary[] }>(COUNSELORS_KEY, apiGet);
}

export function useSessionTypes() {
  return useSWR<{ sessionTypes: SessionTypeView[] }>(SESSION_TYPES_KEY, apiGet);
}

export function useMySlidingScale() {
  return useSWR<{ requests: SlidingScaleRequestView[] }>(MY_SLIDING_SCALE_KEY, apiGet, fresh);
}

export function useMyMentoring() {
  return useSWR<{ requests: MentoringRequestView[] }>(MY_MENTORING_KEY, apiGet, fresh);
}

export interface SlotSearch {
  typeId: string;
  /** One counselor's free times; without it, the first free time of each matching counselor. */
  counselorId?: string;
  language?: string;
  mode?: string;
  /** 'YYYY-MM-DD' (New York). */
  from: string;
  days: number;
}

export function slotsKey(search: SlotSearch): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search))
    if (value !== undefined && value !== '') query.set(name, String(value));
  return `/api/care/slots?${query.toString()}`;
}

/** Free times (null: nothing asked yet). */
export function useSlots(search: SlotSearch | null) {
  return useSWR<{ slots: Slot[] }>(search ? slotsKey(search) : null, apiGet, fresh);
}

export function bookAppointment(input: BookAppointmentInput): Promise<AppointmentView> {
  return apiSend<AppointmentView>('POST', '/api/care/appointments', {
    ...input,
    intake: input.intake || undefined,
  });
}

/**
 * A visitor's booking (signed out): the time is held until `holdExpiresAt` while she pays from the
 * e-mailed link; null when the type is free (booked at once, the confirmation e-mailed).
 */
export function bookAsVisitor(input: VisitorBookingInput): Promise<{ holdExpiresAt: string | null }> {
  return apiSend<{ holdExpiresAt: string | null }>('POST', '/api/care/visitor-appointments', {
    ...input,
    intake: input.intake || undefined,
  });
}

/** The visitor's booking her e-mailed link names (404 care.linkInvalid when it names none). */
export function previewVisitorBooking(token: string): Promise<SessionAnswer> {
  return apiSend<SessionAnswer>('POST', '/api/care/visitor-appointments/preview', { token });
}

/** Her link cancels her booking (until the cut-off): let go, or refunded when paid. */
export function cancelVisitorBooking(token: string): Promise<SessionAnswer> {
  return apiSend<SessionAnswer>('POST', '/api/care/visitor-appointments/cancel', { token });
}

/** Her link moves her booking to another free time of the same counselor (until the cut-off). */
export function rescheduleVisitorBooking(token: string, startsAt: string): Promise<SessionAnswer> {
  return apiSend<SessionAnswer>('POST', '/api/care/visitor-appointments/reschedule', { token, startsAt });
}

const appointmentPath = (id: string) => `/api/care/appointments/${encodeURIComponent(id)}`;

export function rescheduleAppointment(id: string, startsAt: string): Promise<AppointmentView> {
  return apiSend<AppointmentView>('POST', `${appointmentPath(id)}/reschedule`, { startsAt });
}

export function cancelAppointment(id: string): Promise<AppointmentView> {
  return apiSend<AppointmentView>('POST', `${appointmentPath(id)}/cancel`);
}

export function askForSlidingScale(reason: string): Promise<SlidingScaleRequestView> {
  return apiSend<SlidingScaleRequestView>('POST', '/api/care/sliding-scale', { reason });
}

export function askForMentor(text: string): Promise<MentoringRequestView> {
  return apiSend<MentoringRequestView>('POST', '/api/care/mentoring', { text });
}

/** A new link to verify her address (as the Profile tab sends it). */
export function sendVerificationEmail(): Promise<User> {
  return apiSend<User>('POST', '/api/account/email-verification');
}

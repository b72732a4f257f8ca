import useSWR from 'swr';
import type {
  DonationResponse,
  DonationStatus,
  Fund,
  Gift,
  GivingClaimResult,
  GivingClaimStatus,
  RecurringGift,
} from '@ministry/contracts/giving';
import type { DonationRequest } from '@ministry/contracts/giving-input';
import type { Language } from '@ministry/contracts/language';
import { apiGet, apiSend } from '@ministry/platform/api';

export const FUNDS_KEY = '/api/giving/funds';
export const GIFTS_KEY = '/api/giving/gifts';
export const RECURRING_KEY = '/api/giving/recurring';
export const STATEMENTS_KEY = '/api/giving/statements';
export const CLAIM_KEY = '/api/giving/claim';

/** The active funds (public). */
export function useFunds() {
  return useSWR<Fund[]>(FUNDS_KEY, apiGet);
}

export function createDonation(request: DonationRequest): Promise<DonationResponse> {
  return apiSend<DonationResponse>('POST', '/api/giving/donations', request);
}

export function donationStatus(clientSecret: string): Promise<DonationStatus> {
  return apiGet<DonationStatus>(
    `/api/giving/donations/status?client_secret=${encodeURIComponent(clientSecret)}`,
  );
}

/** A monthly gift after confirmSetup: the service starts the subscription with the saved card. */
export function completeDonation(clientSecret: string): Promise<DonationStatus> {
  return apiSend<DonationStatus>('POST', '/api/giving/donations/complete', { clientSecret });
}

/** The member's gifts, newest first; read again each time the tab shows. */
export function useGifts() {
  return useSWR<Gift[]>(GIFTS_KEY, apiGet, { revalidateOnMount: true });
}

export function useRecurringGifts() {
  return useSWR<RecurringGift[]>(RECURRING_KEY, apiGet, { revalidateOnMount: true });
}

/** The years she has a statement for. */
export function useStatementYears() {
  return useSWR<number[]>(STATEMENTS_KEY, apiGet, { revalidateOnMount: true });
}

/**
 * Earlier gifts given with her e-mail while signed out, not yet in her account: counted only once her
 * address is verified.
 */
export function useClaimableGifts() {
  return useSWR<GivingClaimStatus>(CLAIM_KEY, apiGet, { revalidateOnMount: true });
}

const recurringUrl = (id: string) => `${RECURRING_KEY}/${encodeURIComponent(id)}`;

export function changeRecurringGift(
  id: string,
  change: { giftCents: number; coverFee: boolean },
): Promise<RecurringGift> {
  return apiSend<RecurringGift>('PUT', recurringUrl(id), change);
}

export type RecurringAction = 'pause' | 'resume' | 'cancel';

export function actOnRecurringGift(id: string, action: RecurringAction): Promise<RecurringGift> {
  return apiSend<RecurringGift>('POST', `${recurringUrl(id)}/${action}`);
}

/** Adds those gifts to her account (the service checks her address is verified). */
export function claimEarlierGifts(): Promise<GivingClaimResult> {
  return apiSend<GivingClaimResult>('POST', CLAIM_KEY);
}

/** Identity e-mails her account's address a new verification link. */
export function sendVerificationLink(): Promise<unknown> {
  return apiSend('POST', '/api/account/email-verification');
}

/** Stripe's billing portal (the card of a monthly gift), back to the Giving tab. */
export function openGivingPortal(): Promise<{ url: string }> {
  return apiSend<{ url: string }>('POST', '/api/giving/portal');
}

export const receiptUrl = (giftId: string) => `${GIFTS_KEY}/${encodeURIComponent(giftId)}/receipt`;

export const statementUrl = (year: number, language: Language) =>
  `${STATEMENTS_KEY}/${year}${language === 'es' ? '?lang=es' : ''}`;

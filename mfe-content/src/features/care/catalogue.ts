import type { CounselorSummary, SessionTypeView } from '@ministry/contracts/care';
import type { TeamMemberContent } from '@ministry/contracts/site-content';
import { localize, type Language } from '@ministry/contracts/language';

/** Where the member booking screen is, and the sign-in that leads to it. */
export const BOOKING_PATH = '/account?tab=care';
export const SIGN_IN_TO_BOOK = `/login?redirect=${encodeURIComponent(BOOKING_PATH)}`;
/** The counseling page, and the sign-in that leads back to it (to buy a package). */
export const COUNSELING_PATH = '/counseling';
export const SIGN_IN_TO_BUY = `/login?redirect=${encodeURIComponent(COUNSELING_PATH)}`;
/** A visitor's booking of a type open to visitors (the initial consultation), without an account. */
export const visitorBookingPath = (typeId: string) => `/counseling/book?type=${encodeURIComponent(typeId)}`;

/** The catalogue as the page shows it: what she books and pays, what a plan includes, what staff arrange. */
export interface SessionCatalogue {
  /** Booked by anyone (or bought as a package), each with its price. */
  paid: SessionTypeView[];
  /** A plan's monthly sessions. */
  plan: SessionTypeView[];
  /** Arranged by staff (mentoring meetings). */
  arranged: SessionTypeView[];
}

export function sessionCatalogue(types: readonly SessionTypeView[]): SessionCatalogue {
  const active = types.filter((type) => type.active);
  return {
    // The first step first (a consultation open to anyone), then by price.
    paid: active
      .filter((type) => type.bookableBy === 'anyone' || type.bookableBy === 'purchase')
      .sort((a, b) => Number(b.visitorBookable) - Number(a.visitorBookable) || a.priceCents - b.priceCents),
    plan: active.filter((type) => type.bookableBy === 'plan' && type.planId !== null),
    arranged: active.filter((type) => type.bookableBy === 'staff'),
  };
}

export function sessionTypeName(type: SessionTypeView, language: Language): string {
  return localize(type.name, type.nameEs, language);
}

export interface CounselorWithMember {
  counselor: CounselorSummary;
  member: TeamMemberContent;
}

/**
 * The active counselors in the care service's order, each with her team member (name, photo, role) by
 * `teamSlug`; one whose member is not on the published team page is left out (nobody to show).
 */
export function counselorsWithMembers(
  counselors: readonly CounselorSummary[],
  members: readonly TeamMemberContent[],
): CounselorWithMember[] {
  const bySlug = new Map(members.map((member) => [member.id, member]));
  return counselors.flatMap((counselor) => {
    const member = bySlug.get(counselor.teamSlug);
    return counselor.active && member ? [{ counselor, member }] : [];
  });
}

export const USER_ROLES = ['member', 'admin', 'event_editor', 'content_editor', 'counselor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The current user as the identity service returns it (never any secret). */
export interface User {
  id: string;
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role: UserRole;
  profileImageUrl?: string | null;
  /** The user has a subscription identifier from the card payment provider (the id itself stays on the server). */
  hasActiveSubscription?: boolean;
  preferredLanguage?: 'en' | 'es';
  createdAt?: string;
  /** Set by the server when this user may manage events (admins and event editors). */
  canManageEvents?: boolean;
  /** The first admin still signs in with the bootstrap password: she must choose her own first. */
  mustChangePassword?: boolean;
  /** Her address was proven by a link sent to it (false for a new account until she follows it). */
  emailVerified?: boolean;
  /** A new address she asked for, waiting for its link to be followed (then it replaces `email`). */
  pendingEmail?: string | null;
  /** An admin granted access to donors' records (gifts, donors, their CSV, the access log). */
  finance?: boolean;
}

/** An admin is role admin, or the username 'admin' (a reserved name nobody can register). */
export function isAdminUser(user: Pick<User, 'role' | 'username'> | null | undefined): boolean {
  return !!user && (user.role === 'admin' || user.username === 'admin');
}

/** Donors' records are for admins an admin gave the finance permission: never by role alone. */
export function isFinanceUser(user: Pick<User, 'role' | 'username' | 'finance'> | null | undefined): boolean {
  return !!user && isAdminUser(user) && user.finance === true;
}

export function isEventEditorUser(
  user: Pick<User, 'role' | 'username' | 'canManageEvents'> | null | undefined,
): boolean {
  return !!user && (isAdminUser(user) || user.role === 'event_editor' || user.canManageEvents === true);
}

/** Admins and content editors edit the site's own words, people and pictures (the Site content tab). */
export function isContentEditorUser(user: Pick<User, 'role' | 'username'> | null | undefined): boolean {
  return !!user && (isAdminUser(user) || user.role === 'content_editor');
}

/**
 * Counselors see their own appointments and the confidential texts of the people assigned to them
 * (the care service checks the profile too). An admin is not a counselor: staff never read those texts.
 */
export function isCounselorUser(user: Pick<User, 'role'> | null | undefined): boolean {
  return !!user && user.role === 'counselor';
}

type NamedUser = Pick<User, 'firstName' | 'lastName' | 'username'>;

/** First and last name, else the username. */
export function fullName(user: NamedUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** Initials from first and last name, else from the username (what an avatar without a picture shows). */
export function userInitials(user: NamedUser): string {
  const fromNames = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`;
  return (fromNames || user.username.slice(0, 2)).toUpperCase();
}

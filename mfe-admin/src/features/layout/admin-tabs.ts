import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAdminUser, isContentEditorUser, isCounselorUser, type User } from '@ministry/contracts/user';
import { useSession } from '@ministry/platform/session';

export const ADMIN_TABS = [
  'dashboard',
  'events',
  'products',
  'orders',
  'giving',
  'resources',
  'messages',
  'announcements',
  'care',
  'site-content',
  'users',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '');
}

/** The Site content tab: a document's key opens its editor (`&document=team`). */
export const DOCUMENT_PARAM = 'document';

/**
 * The tabs a user may open: every tab for an admin, only Site content for a content editor, only Care
 * (her own workspace) for a counselor, none else.
 */
export function tabsFor(user: User | null): readonly AdminTab[] {
  if (isAdminUser(user)) return ADMIN_TABS;
  if (isCounselorUser(user)) return ['care'];
  return isContentEditorUser(user) ? ['site-content'] : [];
}

/** Who may open the admin screen at all: whoever has a tab there. */
export function canOpenAdmin(user: User | null): boolean {
  return tabsFor(user).length > 0;
}

/** The Announcements tab: `new`, or an announcement's id, opens it in the editor. */
export const ANNOUNCEMENT_PARAM = 'announcement';
export const NEW_ANNOUNCEMENT = 'new';

/** Opens the Resources tab's form: `new`, or a resource's id to edit it. */
export const RESOURCE_FORM_PARAM = 'resource';
export const NEW_RESOURCE = 'new';

/** The Products tab's form: `new`, or a product's id to edit it; `stock=low` shows only low-stock products. */
export const PRODUCT_FORM_PARAM = 'product';
export const NEW_PRODUCT = 'new';
/** The Orders tab: an order's number opens its detail (the staff e-mail links there). */
export const ORDER_PARAM = 'order';

/**
 * The admin screen's state, kept in the address (`/admin?tab=users`, `/admin?tab=resources&resource=new`)
 * so a reload or a shared link opens the same place; the first tab she may open (the dashboard for an
 * admin) is the default, and so is any tab she may not open.
 */
export function useAdminLocation() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const tabs = tabsFor(user);
  const requested = params.get('tab');
  const tab: AdminTab =
    isAdminTab(requested) && tabs.includes(requested) ? requested : (tabs[0] ?? 'dashboard');
  const resourceForm = tab === 'resources' ? params.get(RESOURCE_FORM_PARAM) : null;

  const go = useCallback(
    (next: AdminTab, extra: Record<string, string> = {}, options: { replace?: boolean } = {}) => {
      setParams(next === 'dashboard' && !Object.keys(extra).length ? {} : { tab: next, ...extra }, options);
    },
    [setParams],
  );

  return { tab, resourceForm, params, go };
}

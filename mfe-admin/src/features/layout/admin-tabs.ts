import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const ADMIN_TABS = [
  'dashboard',
  'events',
  'products',
  'orders',
  'giving',
  'resources',
  'messages',
  'users',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '');
}

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
 * so a reload or a shared link opens the same place; the dashboard is the default.
 */
export function useAdminLocation() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'dashboard';
  const resourceForm = tab === 'resources' ? params.get(RESOURCE_FORM_PARAM) : null;

  const go = useCallback(
    (next: AdminTab, extra: Record<string, string> = {}, options: { replace?: boolean } = {}) => {
      setParams(next === 'dashboard' && !Object.keys(extra).length ? {} : { tab: next, ...extra }, options);
    },
    [setParams],
  );

  return { tab, resourceForm, params, go };
}

import useSWR from 'swr';
import type { PurchasedResource, ResourceLink } from '@ministry/contracts/resource';
import { apiGet, apiSend } from '@ministry/platform/api';

export const PURCHASED_RESOURCES_KEY = '/api/resources/purchased';

/** The premium resources she bought, newest first; read again each time the tab shows (a payment may have come). */
export function usePurchasedResources() {
  return useSWR<PurchasedResource[]>(PURCHASED_RESOURCES_KEY, apiGet, { revalidateOnMount: true });
}

/** A download address signed for her, good for a few minutes: asked for at each download, never kept. */
export function requestResourceLink(resourceId: string): Promise<ResourceLink> {
  return apiSend<ResourceLink>('POST', `/api/resources/${encodeURIComponent(resourceId)}/link`);
}

import useSWR, { useSWRConfig } from 'swr';
import type { Resource } from '@ministry/contracts/resource';
import type { ResourceInput } from '@ministry/contracts/resource-input';
import { apiGet, apiSend } from '@ministry/platform/api';

export const RESOURCES_KEY = '/api/resources';

/** The resources list, the same cache entry the public Resources page reads. */
export function useAdminResources() {
  return useSWR<Resource[]>(RESOURCES_KEY, apiGet, { revalidateOnMount: true });
}

/** Refreshes the list everywhere it is shown (here and on /resources). */
export function useRevalidateResources() {
  const { mutate } = useSWRConfig();
  return () => mutate(RESOURCES_KEY);
}

export function createResource(input: ResourceInput): Promise<Resource> {
  return apiSend<Resource>('POST', RESOURCES_KEY, input);
}

export function updateResource(id: string, input: ResourceInput): Promise<Resource> {
  return apiSend<Resource>('PATCH', `${RESOURCES_KEY}/${encodeURIComponent(id)}`, input);
}

export function deleteResource(id: string): Promise<unknown> {
  return apiSend('DELETE', `${RESOURCES_KEY}/${encodeURIComponent(id)}`);
}

import useSWR from 'swr';
import type { Resource } from '@ministry/contracts/resource';

export const RESOURCES_KEY = '/api/resources';

export function useResources() {
  return useSWR<Resource[]>(RESOURCES_KEY);
}

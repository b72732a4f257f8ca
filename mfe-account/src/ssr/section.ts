import type { ComponentType } from 'react';
import type { ServerDataContext, ServerSectionModule } from '@ministry/contracts/ssr';

/**
 * A server section that is the browser's page itself, with the public API reads its first screen
 * shows, each stored under its path (the key its hook reads).
 */
export function pageReading(page: ComponentType, ...paths: string[]) {
  return {
    default: page,
    async serverData(context: ServerDataContext) {
      await Promise.all(paths.map((path) => context.get(path)));
    },
  } satisfies ServerSectionModule<ComponentType>;
}

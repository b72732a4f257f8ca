import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import { RESOURCES_KEY } from '../features/resources/api/use-resources';
import ResourcesPage from '../pages/resources';

/** The server's ./Resources (the browser's page itself) and the list it shows, under its hook's key. */
const section = {
  default: ResourcesPage,
  async serverData(context) {
    await context.get(RESOURCES_KEY);
  },
} satisfies ServerSectionModule<ComponentType>;

export default section.default;
export const serverData = section.serverData;

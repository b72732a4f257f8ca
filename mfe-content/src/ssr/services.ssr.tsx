import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import ServicesPage from '../pages/services';
import { readSiteContent } from './site-content-reads';

/** The server's ./Services (the browser's page itself) and the published `services` document it shows. */
const section = {
  default: ServicesPage,
  serverData: readSiteContent('services'),
} satisfies ServerSectionModule<ComponentType>;

export default section.default;
export const serverData = section.serverData;

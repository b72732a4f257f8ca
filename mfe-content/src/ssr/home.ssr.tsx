import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import HomePage from '../pages/home';
import { readSiteContent } from './site-content-reads';

/**
 * The server's ./Home (the browser's page itself) and the published documents it shows: its own
 * words, the services, the testimonials, the team and the ministry's details.
 */
const section = {
  default: HomePage,
  serverData: readSiteContent('home', 'services', 'testimonials', 'team', 'ministry'),
} satisfies ServerSectionModule<ComponentType>;

export default section.default;
export const serverData = section.serverData;

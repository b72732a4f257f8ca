import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import AboutPage from '../pages/about';
import { readSiteContent } from './site-content-reads';

/** The server's ./About (the browser's page itself) and the published `about` document it shows. */
const section = {
  default: AboutPage,
  serverData: readSiteContent('about'),
} satisfies ServerSectionModule<ComponentType>;

export default section.default;
export const serverData = section.serverData;

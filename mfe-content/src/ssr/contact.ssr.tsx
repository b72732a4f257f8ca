import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import ContactPage from '../pages/contact';
import { readSiteContent } from './site-content-reads';

/** The server's ./Contact (the browser's page itself) and what it shows: the ministry's details and the FAQ. */
const section = {
  default: ContactPage,
  serverData: readSiteContent('ministry', 'faq'),
} satisfies ServerSectionModule<ComponentType>;

export default section.default;
export const serverData = section.serverData;

import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import TeamPage from '../pages/team';
import { readSiteContent } from './site-content-reads';

/** The server's ./Team (the browser's page itself) and the published `team` document it shows. */
const section = {
  default: TeamPage,
  serverData: readSiteContent('team'),
} satisfies ServerSectionModule<ComponentType>;

export default section.default;
export const serverData = section.serverData;

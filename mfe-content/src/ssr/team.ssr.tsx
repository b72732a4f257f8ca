import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import TeamPage from '../pages/team';

/** The server's ./Team (the browser's page itself): its first screen reads no data. */
const section = { default: TeamPage } satisfies ServerSectionModule<ComponentType>;

export default section.default;

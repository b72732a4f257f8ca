import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import HomePage from '../pages/home';

/** The server's ./Home (the browser's page itself): its first screen reads no data. */
const section = { default: HomePage } satisfies ServerSectionModule<ComponentType>;

export default section.default;

import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import AboutPage from '../pages/about';

/** The server's ./About (the browser's page itself): its first screen reads no data. */
const section = { default: AboutPage } satisfies ServerSectionModule<ComponentType>;

export default section.default;

import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import ServicesPage from '../pages/services';

/** The server's ./Services (the browser's page itself): its first screen reads no data. */
const section = { default: ServicesPage } satisfies ServerSectionModule<ComponentType>;

export default section.default;

import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import ContactPage from '../pages/contact';

/** The server's ./Contact (the browser's page itself): its first screen reads no data. */
const section = { default: ContactPage } satisfies ServerSectionModule<ComponentType>;

export default section.default;

import { siteContentPath } from '@ministry/contracts/site-content';
import { serverSection } from '@ministry/contracts/ssr';
import ServicesPage from '../pages/services';

/** The server's ./Services (the browser's page itself) and the published `services` document it shows. */
const section = serverSection(ServicesPage, [siteContentPath('services')]);

export default section.default;
export const serverData = section.serverData;

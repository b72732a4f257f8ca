import { serverSection } from '@ministry/contracts/ssr';
import { RESOURCES_KEY } from '../features/resources/api/use-resources';
import ResourcesPage from '../pages/resources';

/** The server's ./Resources (the browser's page itself) and the list it shows, under its hook's key. */
const section = serverSection(ResourcesPage, [RESOURCES_KEY]);

export default section.default;
export const serverData = section.serverData;

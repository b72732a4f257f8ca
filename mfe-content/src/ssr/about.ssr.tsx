import { siteContentPath } from '@ministry/contracts/site-content';
import { serverSection } from '@ministry/contracts/ssr';
import AboutPage from '../pages/about';

/** The server's ./About (the browser's page itself) and the published `about` document it shows. */
const section = serverSection(AboutPage, [siteContentPath('about')]);

export default section.default;
export const serverData = section.serverData;
/** Text, pictures and links only: the browser keeps the server's HTML and loads none of this code for it. */
export const staticSection = true;

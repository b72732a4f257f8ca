import { siteContentPath } from '@ministry/contracts/site-content';
import { serverSection } from '@ministry/contracts/ssr';
import PrivacyPage from '../pages/privacy';

/** The server's ./Privacy (the browser's page itself) and the ministry's details it names. */
const section = serverSection(PrivacyPage, [siteContentPath('ministry')]);

export default section.default;
export const serverData = section.serverData;
/** Text, pictures and links only: the browser keeps the server's HTML and loads none of this code for it. */
export const staticSection = true;

import { siteContentPath } from '@ministry/contracts/site-content';
import { serverSection } from '@ministry/contracts/ssr';
import ContactPage from '../pages/contact';

/** The server's ./Contact (the browser's page itself) and what it shows: the ministry's details and the FAQ. */
const section = serverSection(ContactPage, [siteContentPath('ministry'), siteContentPath('faq')]);

export default section.default;
export const serverData = section.serverData;

import { siteContentPath } from '@ministry/contracts/site-content';
import { serverSection } from '@ministry/contracts/ssr';
import HomePage from '../pages/home';

/**
 * The server's ./Home (the browser's page itself) and the published documents it shows: its own
 * words, the services, the testimonials, the team and the ministry's details. A failed read (the
 * content service down) fails the section: the browser renders it, reading through the gateway's
 * micro-cache, which keeps serving the last published document.
 */
const section = serverSection(HomePage, [
  siteContentPath('home'),
  siteContentPath('services'),
  siteContentPath('testimonials'),
  siteContentPath('team'),
  siteContentPath('ministry'),
]);

export default section.default;
export const serverData = section.serverData;

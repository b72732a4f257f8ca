import { serverSection } from '@ministry/contracts/ssr';
import { archiveKey, archivePageOf, MAILING_LISTS_KEY } from '../features/outreach/api/outreach';
import AnnouncementsPage from '../pages/announcements';

/**
 * The server's ./Announcements (the browser's page itself): the archive's page the address names
 * (`?page=`) and the lists a visitor may join, each under its hook's key.
 */
const section = serverSection(AnnouncementsPage, async (context) => {
  const page = archivePageOf(context.url.split('?')[1] ?? '');
  await Promise.all([context.get(archiveKey(page)), context.get(MAILING_LISTS_KEY)]);
});

export default section.default;
export const serverData = section.serverData;

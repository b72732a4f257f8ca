import { siteContentPath } from '@ministry/contracts/site-content';
import { serverSection } from '@ministry/contracts/ssr';
import TeamPage from '../pages/team';

/** The server's ./Team (the browser's page itself) and the published `team` document it shows. */
const section = serverSection(TeamPage, [siteContentPath('team')]);

export default section.default;
export const serverData = section.serverData;
/** Text, pictures and links only: the browser keeps the server's HTML and loads none of this code for it. */
export const staticSection = true;

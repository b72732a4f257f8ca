import { siteContentPath } from '@ministry/contracts/site-content';
import { serverSection } from '@ministry/contracts/ssr';
import CounselingPage from '../pages/counseling';
import { COUNSELORS_KEY, SESSION_TYPES_KEY } from '../features/care/api/use-care';

/**
 * The server's ./Counseling (the browser's page itself): the care service's session types and
 * counselors, and the published `team` document their names and photos come from.
 */
const section = serverSection(CounselingPage, [SESSION_TYPES_KEY, COUNSELORS_KEY, siteContentPath('team')]);

export default section.default;
export const serverData = section.serverData;

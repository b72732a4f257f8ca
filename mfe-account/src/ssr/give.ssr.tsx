import { serverSection } from '@ministry/contracts/ssr';
import { FUNDS_KEY } from '../features/giving/api/giving';
import GivePage from '../pages/give';

/**
 * The server's ./Give (the browser's page itself) and the funds its form offers, under its hook's key.
 * Her own gifts, cards and name are not read here: they come after hydration, from her own requests.
 */
const section = serverSection(GivePage, [FUNDS_KEY]);

export default section.default;
export const serverData = section.serverData;

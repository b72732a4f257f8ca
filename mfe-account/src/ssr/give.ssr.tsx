import { FUNDS_KEY } from '../features/giving/api/giving';
import GivePage from '../pages/give';
import { pageReading } from './section';

/**
 * The server's ./Give (the browser's page itself) and the funds its form offers, under its hook's key.
 * Her own gifts, cards and name are not read here: they come after hydration, from her own requests.
 */
const section = pageReading(GivePage, FUNDS_KEY);

export default section.default;
export const serverData = section.serverData;

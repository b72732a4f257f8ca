import { serverSection } from '@ministry/contracts/ssr';
import { BILLING_CONFIG_KEY } from '../features/subscription/api/billing';
import SubscribePage from '../pages/subscribe';

/**
 * The server's ./Subscribe (the browser's page itself) and the billing configuration its checkout card
 * reads (public), so a member's card needs no second request for it. The plans are in the bundle; her
 * subscription comes after hydration, from her own request.
 */
const section = serverSection(SubscribePage, [BILLING_CONFIG_KEY]);

export default section.default;
export const serverData = section.serverData;

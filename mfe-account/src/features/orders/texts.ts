import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';

// The orders texts join the account namespace where the Orders tab is shown.
registerTranslations(NAMESPACE, (language) => import(`../../locales/${language}/orders.json`));

export { NAMESPACE };

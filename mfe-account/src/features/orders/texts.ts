import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';
import en from '../../locales/en/orders.json';
import es from '../../locales/es/orders.json';

// The orders texts join the account namespace where the Orders tab is shown.
registerTranslations(NAMESPACE, { en, es });

export { NAMESPACE };

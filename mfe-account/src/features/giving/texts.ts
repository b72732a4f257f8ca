import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';

// The giving texts join the account namespace only where giving is shown (/give, the Giving tab).
registerTranslations(NAMESPACE, (language) => import(`../../locales/${language}/giving.json`));

export { NAMESPACE };

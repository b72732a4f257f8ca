import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';

// "Download my data": its Privacy card and the link's page join the account namespace.
registerTranslations(NAMESPACE, (language) => import(`../../locales/${language}/data-export.json`));

export { NAMESPACE };

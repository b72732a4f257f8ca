import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';
import en from '../../locales/en/data-export.json';
import es from '../../locales/es/data-export.json';

// "Download my data": its Privacy card and the link's page join the account namespace.
registerTranslations(NAMESPACE, { en, es });

export { NAMESPACE };

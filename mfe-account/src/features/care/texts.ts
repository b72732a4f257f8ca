import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';
import en from '../../locales/en/care.json';
import es from '../../locales/es/care.json';

// The counseling texts join the account namespace where the Counseling tab is shown.
registerTranslations(NAMESPACE, { en, es });

export { NAMESPACE };

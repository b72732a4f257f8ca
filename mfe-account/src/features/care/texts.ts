import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';

// The counseling texts join the account namespace where the Counseling tab is shown.
registerTranslations(NAMESPACE, (language) => import(`../../locales/${language}/care.json`));

export { NAMESPACE };

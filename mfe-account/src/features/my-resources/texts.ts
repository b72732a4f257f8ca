import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';

// The purchased resources' texts join the account namespace where the Resources tab is shown.
registerTranslations(NAMESPACE, (language) => import(`../../locales/${language}/my-resources.json`));

export { NAMESPACE };

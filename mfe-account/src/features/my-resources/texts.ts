import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';
import en from '../../locales/en/my-resources.json';
import es from '../../locales/es/my-resources.json';

// The purchased resources' texts join the account namespace where the Resources tab is shown.
registerTranslations(NAMESPACE, { en, es });

export { NAMESPACE };

import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';
import en from '../../locales/en/giving.json';
import es from '../../locales/es/giving.json';

// The giving texts join the account namespace only where giving is shown (/give, the Giving tab).
registerTranslations(NAMESPACE, { en, es });

export { NAMESPACE };

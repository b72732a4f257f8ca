import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';
import en from '../../locales/en/email-lists.json';
import es from '../../locales/es/email-lists.json';

// The email lists' texts join the account namespace where the card or the sign-up's choices are shown.
registerTranslations(NAMESPACE, { en, es });

export { NAMESPACE };

import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';

// The email lists' texts join the account namespace where the card or the sign-up's choices are shown.
registerTranslations(NAMESPACE, (language) => import(`../../locales/${language}/email-lists.json`));

export { NAMESPACE };

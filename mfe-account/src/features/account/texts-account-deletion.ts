import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';

// "Delete my account": its section, dialog and confirmation page join the account namespace.
registerTranslations(NAMESPACE, (language) => import(`../../locales/${language}/account-deletion.json`));

export { NAMESPACE };

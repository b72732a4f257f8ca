import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';
import en from '../../locales/en/account-deletion.json';
import es from '../../locales/es/account-deletion.json';

// "Delete my account": its section, dialog and confirmation page join the account namespace.
registerTranslations(NAMESPACE, { en, es });

export { NAMESPACE };

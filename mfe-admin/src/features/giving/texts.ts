import { registerTranslations } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../i18n';

// The giving texts join the admin namespace (the side menu's "Giving" among them).
registerTranslations(NAMESPACE, (language) => import(`../../locales/${language}/giving.json`));

export { NAMESPACE };

// What every build shares as `react-i18next`: the hook, the provider and the i18next plugin, which
// is all the site uses. Sharing the package root would also ship its Trans components and the HTML
// parser behind them to every visitor. The files come from the package's ES build through an alias
// (index.js): importing `react-i18next` here would ask for this very shared module.
// A build that imports a name missing here fails (see index.js).
export { useTranslation } from 'react-i18next-files/useTranslation.js';
export { I18nextProvider } from 'react-i18next-files/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-files/initReactI18next.js';

require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// `findBy…` and `waitFor` give up after one second by default: on a 2-core CI machine running two
// workers beside the database, a form's validation can take longer to show. Five seconds still fails
// a test whose text never comes, well inside its timeout.
configure({ asyncUtilTimeout: 5000 });

// Texts files arrive as their own chunks (packages/platform/src/i18n.ts): each test starts once those
// the modules it imported registered are there, as the shell waits for them before rendering a section.
globalThis.beforeEach(() => require('@ministry/platform/i18n').textsReady());

require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// `findBy…` and `waitFor` give up after one second by default: on a 2-core CI machine running two
// workers beside the database, a form's validation can take longer to show. Five seconds still fails
// a test whose text never comes, well inside its timeout.
configure({ asyncUtilTimeout: 5000 });

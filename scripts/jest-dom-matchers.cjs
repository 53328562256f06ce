// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveTextContent, ...) for component tests.
require('@testing-library/jest-dom');

// `findBy…` and `waitFor` wait up to 10 s (Testing Library's default is 1 s): a lazy chunk such as
// a dialog's can take seconds to load on a busy two-core machine, where `npm test` runs two jest
// workers beside the browsers of the end-to-end tests (a component file takes ten times as long as
// alone). It is a limit, not a wait: what comes at once is found at once.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });

// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveTextContent, ...) for component tests.
require('@testing-library/jest-dom');

// `findBy…` and `waitFor` wait up to 5 s (Testing Library's default is 1 s): a lazy chunk such as
// a dialog's can take longer than a second to load on a busy two-core machine running two workers.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });

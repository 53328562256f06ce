// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveTextContent, ...) for component tests.
require('@testing-library/jest-dom');

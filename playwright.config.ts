// `npx playwright test e2e/tests/<file>` from the repository's root runs the journeys' own configuration.
export { default } from './e2e/playwright.config';

import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/site';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/lib/chromium.cjs';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the real site:
 * nginx gateway, static frontends, services and a throwaway embedded database.
 */
export default defineConfig({
  testDir: './tests',
  // One folder per stack port: Playwright empties it at start, and several runs may share this machine.
  outputDir: `../test-results/${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../build/reports/e2e-report.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    // A failure keeps its screenshot and error context (the page's ARIA tree). A trace is recorded only
    // with E2E_TRACE=1: recording one for every test costs about a quarter of the run's time.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: `node ../scripts/stack.mjs --port ${E2E_PORT} --fresh`,
    url: `http://127.0.0.1:${E2E_PORT}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    // Password hashing strength is not what these tests measure; cost 12 would dominate their time.
    // Every e2e request comes from one address: raise the per-client limits (contact, sign-up, reset).
    env: {
      BCRYPT_ROUNDS: '6',
      CONTACT_RATE_LIMIT: '1000',
      EVENT_SIGNUP_LIMIT: '1000',
      // Every visitor sign-up of a run comes from one address, many for the same dates.
      EVENT_VISITOR_SIGNUP_LIMIT: '1000',
      EVENT_UNCONFIRMED_PER_ADDRESS: '1000',
      PASSWORD_RESET_CLIENT_LIMIT: '1000',
      REGISTER_CLIENT_LIMIT: '1000',
      GIVING_CLIENT_LIMIT: '1000',
      GIVING_EMAIL_LIMIT: '1000',
      GIVING_FAILURE_LIMIT: '1000',
      // The global hourly e-mail budget (default 500): a whole run may send more within an hour.
      MAIL_HOURLY_BUDGET: '5000',
      // The shop's specs check out many times, as one member and from one address.
      CHECKOUT_MEMBER_LIMIT: '1000',
      CHECKOUT_CLIENT_LIMIT: '1000',
      CHECKOUT_DECLINE_MEMBER_LIMIT: '1000',
      CHECKOUT_DECLINE_CLIENT_LIMIT: '1000',
      GIVING_CLIENT_FAILURE_LIMIT: '1000',
      // The clock is moved in the data (a deletion due, a session an hour away): the passes that act
      // on it run every 2 s instead of every 10 minutes (identity) and every minute (care).
      ACCOUNT_DELETION_PASS_SECONDS: '2',
      CARE_PASS_SECONDS: '2',
      // The suite checks what the server renders, not how fast: with two workers and the whole stack
      // on two cores, a section can pass its phone budget (700 ms) and be left to the browser.
      SSR_BUDGET_MS: '1500',
      SSR_SECTION_BUDGET_MS: '1200',
    },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

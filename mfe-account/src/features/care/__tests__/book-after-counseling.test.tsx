import { act, render, screen, within } from '@testing-library/react';
import { serverPage, type SectionModule } from '@ministry/platform/testing';
import CounselingBookPage from '../../../pages/counseling-book';
import { serveCare, TYPES } from '../../../__tests__/care-fixtures';

// /counseling is rendered on the server (mfe-content); its Book button then takes a visitor to
// /counseling/book (this remote) by a client-side navigation, inside the same providers: the SWR
// fallback of the server's reads stays. The book page reads the counselors, the session types and
// the team page under the very keys the server filled (mfe-content's content-server test pins its
// paths), with no revalidation on mount (swrConfig): so it shows the server's lists at once, with no
// request and no loading screen in between.

/** The paths /counseling's serverData reads (mfe-content/src/ssr/counseling.ssr.tsx). */
const COUNSELING_READS = ['/api/care/session-types', '/api/care/counselors', '/api/site-content/team'];
const VISITOR_TYPES = TYPES.map((type) => ({ ...type, visitorBookable: type.id === 'initial-consultation' }));

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe('/counseling/book after /counseling was rendered on the server', () => {
  it('shows the counselors the server read at once: no loading, no second read', async () => {
    const calls = serveCare({
      answers: {
        'GET /api/auth/user': { status: 401 },
        'GET /api/care/session-types': { body: { sessionTypes: VISITOR_TYPES } },
      },
    });
    // What the server rendered /counseling from, under its keys.
    const fallback: Record<string, unknown> = {};
    for (const path of COUNSELING_READS)
      fallback[path] = JSON.parse(await (await fetch(path)).text()) as unknown;
    calls.length = 0;
    // The page was hydrated; then the visitor clicks Book.
    document.documentElement.dataset.hydrated = 'true';
    const section = { default: CounselingBookPage } as SectionModule;
    render(
      serverPage(
        section,
        { url: '/counseling/book?type=initial-consultation', route: '/counseling/book', language: 'en' },
        { now: Date.now(), fallback },
        'browser',
      ),
    );
    // The first render already has the form, with the counselors named from the team page.
    const form = screen.getByTestId('care-booking');
    expect(screen.queryByText('Loading…')).toBeNull();
    const counselor = within(form).getByLabelText(/^Counselor/);
    expect(
      within(counselor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Dr. Maria Rodriguez', 'Sarah Johnson']));
    await act(async () => undefined);
    expect(calls.map((call) => call.url).filter((url) => COUNSELING_READS.includes(url))).toEqual([]);
  });
});

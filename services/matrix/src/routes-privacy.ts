import { EXPORTING_SERVICES } from '@ministry/contracts/data-export';
import { PASSWORD } from './stack';
import { all, fixed, signedIn, type RouteRow } from './route-row';

// "Download my data" (issue 44). Her request and a visitor's only e-mail a link (a fresh address each
// call, so the per-address limit is never reached); a made-up link is refused before any service is asked.
export const PRIVACY_ROUTES: Record<string, RouteRow> = {
  // The run's accounts never proved their address: signed in, each is told to verify it first (403);
  // the 202 is identity's own test (data-export.test.ts).
  'POST /api/account/data-export': fixed(signedIn(403), '/api/account/data-export', { password: PASSWORD }),
  'POST /api/privacy/data-export': {
    expect: all(202),
    call: ({ unique }) => ({
      path: '/api/privacy/data-export',
      body: { email: `visitor-${unique()}@example.org`, language: 'en' },
    }),
  },
  'POST /api/privacy/data-export/download': fixed(all(400), '/api/privacy/data-export/download', {
    token: 'made-up',
  }),
  ...Object.fromEntries(
    EXPORTING_SERVICES.map((service) => [
      `POST /internal/${service}/people/export`,
      {
        expect: all(403),
        withInternalKey: 200,
        call: ({ unique }) => ({
          path: `/internal/${service}/people/export`,
          body: { userId: null, email: `nobody-${unique()}@example.org` },
        }),
      } satisfies RouteRow,
    ]),
  ),
};

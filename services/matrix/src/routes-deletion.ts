import { EXPORTING_SERVICES } from '@ministry/contracts/data-export';
import { PASSWORD } from './stack';
import { adminOnly, all, fixed, signedIn, type RouteRow } from './route-row';

// "Delete my account" (issue 44). Nothing here deletes anyone of the run: her request only e-mails a
// link, a made-up link is refused, and an admin's start or cancel names no account (404 once let in).
const NOBODY = '/api/admin/users/000000000000000000000000/deletion';

export const DELETION_ROUTES: Record<string, RouteRow> = {
  'POST /api/account/deletion': fixed(signedIn(202), '/api/account/deletion', { password: PASSWORD }),
  'POST /api/account/deletion/confirm': fixed(all(400), '/api/account/deletion/confirm', {
    token: 'made-up',
  }),
  'POST /api/admin/users/:userId/deletion': fixed(adminOnly(404), NOBODY),
  'DELETE /api/admin/users/:userId/deletion': fixed(adminOnly(404), NOBODY),
  ...Object.fromEntries(
    EXPORTING_SERVICES.map((service) => [
      `POST /internal/${service}/people/forget`,
      {
        expect: all(403),
        withInternalKey: 200,
        call: ({ unique }) => ({
          path: `/internal/${service}/people/forget`,
          body: { userId: null, email: `nobody-${unique()}@example.org` },
        }),
      } satisfies RouteRow,
    ]),
  ),
};

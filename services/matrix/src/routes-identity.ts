import { UserModel } from '../../identity/src/users/model';
import { issueEmailTokenFor } from '../../identity/src/email-verification/service';
import { issueUnlockTokenFor } from '../../identity/src/sign-in-unlock/service';
import { all, signedIn, type RouteRow } from './route-row';
import { PASSWORD, type Stack } from './stack';

/** A row that posts to `path` a link's token `issue` gives the member (answered 200 whoever is signed in). */
const withMemberToken = (
  path: string,
  issue: (db: Stack['db']['data'], userId: string) => Promise<string>,
): RouteRow => ({
  expect: all(200),
  call: async ({ stack }) => ({ path, body: { token: await issue(stack.db.data, stack.users.member.id) } }),
});

/**
 * Identity's routes for proving an address (verification links, the e-mail change), changing the
 * password and letting a browser through a sign-in lockout.
 */
export const IDENTITY_ROUTES: Record<string, RouteRow> = {
  // Whoever is signed in on the browser, a valid link proves its member's address.
  'POST /api/auth/verify-email': withMemberToken('/api/auth/verify-email', issueEmailTokenFor),
  'POST /api/auth/unlock': {
    // The same answer whatever the name: one nobody has is asked for here.
    expect: all(202),
    call: ({ unique }) => ({ path: '/api/auth/unlock', body: { username: `lydia${unique()}` } }),
  },
  // Whoever is signed in on the browser, a valid link makes it a known device of its member.
  'POST /api/auth/unlock/confirm': withMemberToken('/api/auth/unlock/confirm', issueUnlockTokenFor),
  'POST /api/account/email-verification': {
    expect: signedIn(202),
    call: async ({ stack, role }) => {
      if (role !== 'visitor') {
        // A new link is sent only for an address not yet verified, a few an hour: both set up here.
        await UserModel.updateOne({ _id: stack.users[role].id }, { $set: { emailVerified: false } });
        await stack.db.data
          .collection('rate_limits')
          .deleteMany({ bucket: new RegExp(`^email-links:${stack.users[role].id}:`) });
      }
      return { path: '/api/account/email-verification' };
    },
  },
  'POST /api/account/password': {
    expect: signedIn(204),
    call: async ({ stack, role }) => {
      // A few successful changes an hour per member: each call starts from a fresh count.
      if (role !== 'visitor')
        await stack.db.data
          .collection('rate_limits')
          .deleteMany({ bucket: new RegExp(`^password-changes:${stack.users[role].id}:`) });
      return {
        path: '/api/account/password',
        body: { currentPassword: PASSWORD, newPassword: PASSWORD },
      };
    },
  },
  'POST /api/account/email': {
    expect: signedIn(202),
    call: async ({ stack, role, unique }) => {
      if (role !== 'visitor')
        await stack.db.data
          .collection('rate_limits')
          .deleteMany({ bucket: new RegExp(`^email-links:${stack.users[role].id}:`) });
      return {
        path: '/api/account/email',
        body: { email: `moved${unique()}@example.org`, currentPassword: PASSWORD },
      };
    },
  },
};

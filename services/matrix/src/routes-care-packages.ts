import { asShop } from './care-calls';
import { all, fixed, signedIn, type CallContext, type RouteRow } from './route-row';

/** A package of 8 paid by a line of its own (the member's): the body care's confirm takes. */
const paidLine = ({ stack, unique }: CallContext) => ({
  typeId: 'package-8',
  userId: stack.users.member.id,
  key: `WOP-MTRX-PKG#${unique()}`,
  paidAt: new Date().toISOString(),
});

/**
 * Care's routes for packages of sessions (issue 41): her packages, and the shop's quote, confirm
 * (paid) and refund of a package sold as a line of the one cart (care-checkout.ts).
 */
export const CARE_PACKAGE_ROUTES: Record<string, RouteRow> = {
  // Her packages of sessions (nobody here bought one: none).
  'GET /api/care/packages': fixed(signedIn(200), '/api/care/packages'),
  'POST /internal/care/packages/quote': {
    expect: all(403),
    withInternalKey: 200,
    call: ({ stack }) => ({
      path: '/internal/care/packages/quote',
      body: { typeId: 'package-8', userId: stack.users.member.id },
    }),
  },
  'POST /internal/care/packages/confirm': {
    expect: all(403),
    withInternalKey: 200,
    call: (context) => ({ path: '/internal/care/packages/confirm', body: paidLine(context) }),
  },
  'POST /internal/care/packages/refund': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => {
      const paid = paidLine(context);
      await asShop(context, '/internal/care/packages/confirm', paid);
      return { path: '/internal/care/packages/refund', body: { key: paid.key } };
    },
  },
};

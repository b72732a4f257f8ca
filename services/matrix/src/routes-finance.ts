import { financeOnly, fixed, type RouteRow } from './route-row';

/**
 * Who sees donors' records: the finance permission (identity, given by an admin) and billing's access
 * log of every look at them (finance admins only).
 */
export const FINANCE_ROUTES: Record<string, RouteRow> = {
  // A plain admin may give it only while nobody has it; here a finance admin already does (403). The
  // finance admin gives it to herself again: nothing changes, 200.
  'PUT /api/admin/users/:userId/finance': {
    expect: financeOnly(200),
    call: ({ stack, role }) => ({
      path: `/api/admin/users/${role === 'visitor' ? stack.users.finance.id : stack.users[role].id}/finance`,
      body: { finance: true },
    }),
  },
  'GET /api/admin/access-log': fixed(financeOnly(200), '/api/admin/access-log?page=1'),
};

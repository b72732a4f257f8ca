import { requireAdmin, requireContentEditor, requireEventEditor } from '@ministry/kit/guards';
import { Client } from '../client';
import { ROUTE_TABLE } from '../route-table';
import { openStack, registeredRoutes, type RegisteredRoute, type Stack } from '../stack';

/**
 * The staff-route convention (services/README.md): every staff route is in a feature's
 * `admin-routes.ts` router, guarded once at the router (`router.use(requireAdmin)`, events' editor
 * routes `requireEventEditor`, the site content's `requireContentEditor`), so no route of it can be
 * added without its guard.
 */
let stack: Stack;
let routes: RegisteredRoute[];
beforeAll(async () => {
  stack = await openStack();
  routes = registeredRoutes(stack.apps);
});
afterAll(() => stack.close());

const isAdminPath = (route: RegisteredRoute) => route.path.startsWith('/api/admin/');
const guardedBy = (route: RegisteredRoute, ...guards: unknown[]) =>
  guards.some((guard) => route.routerGuards.includes(guard));

/** A route the table opens to staff only: a visitor 401, a member 403, the staff let in. */
function staffOnly(route: RegisteredRoute): boolean {
  const row = ROUTE_TABLE[route.key];
  if (!row || row.withInternalKey !== undefined) return false;
  const { visitor, member, admin } = row.expect;
  return visitor === 401 && member === 403 && admin !== 403;
}

/** The route's path with every `:param` filled: the guard answers before anything reads it. */
const filled = (path: string) => path.replace(/:[A-Za-z]+/g, '000000000000000000000000');

describe('staff routes', () => {
  it('every /api/admin/… route is in a router guarded once by requireAdmin (the site content: requireContentEditor)', () => {
    const admin = routes.filter(isAdminPath);
    expect(admin.length).toBeGreaterThan(20);
    const guard = (route: RegisteredRoute) =>
      route.path.startsWith('/api/admin/site-content') ? requireContentEditor : requireAdmin;
    expect(admin.filter((route) => !guardedBy(route, guard(route))).map((route) => route.key)).toEqual([]);
  });

  it('every route only staff may use is in a router guarded by requireAdmin, requireEventEditor or requireContentEditor', () => {
    const staff = routes.filter(staffOnly);
    expect(staff.length).toBeGreaterThan(30);
    expect(
      staff
        .filter((route) => !guardedBy(route, requireAdmin, requireEventEditor, requireContentEditor))
        .map((r) => r.key),
    ).toEqual([]);
  });

  it('every /api/admin/… route refuses a visitor (401) and a member (403)', async () => {
    const visitor = new Client(stack);
    const member = new Client(stack, await stack.cookieFor('member'));
    const answers: string[] = [];
    for (const route of routes.filter(isAdminPath)) {
      const path = filled(route.path);
      const [asVisitor, asMember] = [
        await visitor.send(route.method, path, { body: {} }),
        await member.send(route.method, path, { body: {} }),
      ];
      answers.push(`${route.key}: ${asVisitor.status} ${asMember.status}`);
    }
    expect(answers).toEqual(routes.filter(isAdminPath).map((route) => `${route.key}: 401 403`));
  });
});

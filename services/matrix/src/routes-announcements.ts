import type { Client } from './client';
import { adminOnly, all, createdId, fixed, onCreated, type RouteRow } from './route-row';

// Announcements (issue 44): staff draft, preview, test and schedule them; visitors read the archive.
const ADMIN = '/api/admin/announcements';
const draft = (n: number) => ({
  subject: `Announcement ${n}`,
  body: `News number ${n}.`,
  subjectEs: `Anuncio ${n}`,
  bodyEs: `Noticia número ${n}.`,
  lists: ['news'],
  public: false,
});
/** A time a day ahead: scheduled, never sent during the run. */
const later = () => ({ at: new Date(Date.now() + 86_400_000).toISOString() });

async function scheduled(admin: Client, n: number): Promise<string> {
  const id = await createdId(admin, ADMIN, draft(n));
  const res = await admin.send('POST', `${ADMIN}/${id}/schedule`, { body: later() });
  if (res.status !== 200) throw new Error(`schedule ${id}: ${res.status} ${res.text}`);
  return id;
}

export const ANNOUNCEMENT_ROUTES: Record<string, RouteRow> = {
  'GET /api/announcements': fixed(all(200), '/api/announcements'),
  // Only a sent, public announcement is found; an unknown id is 404 for everyone.
  'GET /api/announcements/:id': fixed(all(404), '/api/announcements/000000000000000000000000'),
  'GET /api/admin/announcements': fixed(adminOnly(200), ADMIN),
  'POST /api/admin/announcements': {
    expect: adminOnly(201),
    call: ({ unique }) => ({ path: ADMIN, body: draft(unique()) }),
  },
  'GET /api/admin/announcements/:id': onCreated(adminOnly(200), ADMIN, draft),
  'PUT /api/admin/announcements/:id': onCreated(adminOnly(200), ADMIN, draft, { body: draft(0) }),
  'GET /api/admin/announcements/:id/preview': onCreated(adminOnly(200), ADMIN, draft, { suffix: '/preview' }),
  'POST /api/admin/announcements/:id/test': onCreated(adminOnly(202), ADMIN, draft, { suffix: '/test' }),
  'POST /api/admin/announcements/:id/schedule': onCreated(adminOnly(200), ADMIN, draft, {
    suffix: '/schedule',
    body: later(),
  }),
  'POST /api/admin/announcements/:id/unschedule': {
    expect: adminOnly(200),
    call: async ({ admin, unique }) => ({ path: `${ADMIN}/${await scheduled(admin, unique())}/unschedule` }),
  },
};

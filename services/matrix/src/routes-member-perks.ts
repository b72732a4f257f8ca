import type { Client } from './client';
import { adminOnly, first, fixed, signedIn, type RouteRow } from './route-row';

/**
 * The plans' perks kept (issue 42): the weekly online prayer group's link (billing), and members'
 * contact messages answered within 24 hours, which staff mark answered (content).
 */

const prayerGroup = {
  url: 'https://meet.example.org/matrix-prayer',
  when: 'Tuesdays, 7:00–8:00 pm (New York)',
  whenEs: 'Martes, 7:00–8:00 p. m. (Nueva York)',
  note: '',
  noteEs: '',
};

/** A fresh contact message the admin sends: the id the admin list gives it. */
async function contactMessageId(admin: Client, n: number): Promise<string> {
  const res = await admin.send('POST', '/api/contact', {
    body: {
      name: 'Ruth Moab',
      email: `ruth${n}@example.org`,
      subject: 'other',
      message: `A question for the matrix, number ${n}.`,
    },
  });
  if (res.status !== 201) throw new Error(`POST /api/contact: ${res.status} ${res.text}`);
  return (await first(admin, '/api/admin/contact-submissions')).id;
}

export const MEMBER_PERK_ROUTES: Record<string, RouteRow> = {
  // Nobody here subscribes: past the sign-in, "the prayer group is part of every plan" (403).
  'GET /api/subscription/prayer-group': fixed(signedIn(403), '/api/subscription/prayer-group'),
  'GET /api/admin/prayer-group': fixed(adminOnly(200), '/api/admin/prayer-group'),
  'PUT /api/admin/prayer-group': fixed(adminOnly(200), '/api/admin/prayer-group', prayerGroup),
  'POST /api/admin/contact-submissions/:id/answered': {
    expect: adminOnly(200),
    call: async ({ admin, unique }) => ({
      path: `/api/admin/contact-submissions/${await contactMessageId(admin, unique())}/answered`,
    }),
  },
};

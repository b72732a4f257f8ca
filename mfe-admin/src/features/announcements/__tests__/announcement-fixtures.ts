import type { Announcement, AnnouncementPreview, MailingList } from '@ministry/contracts/outreach';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch } from '../../../__tests__/test-utils';

export const LISTS: MailingList[] = [
  {
    id: 'news',
    name: 'News',
    nameEs: 'Noticias',
    description: '',
    descriptionEs: '',
    public: true,
    closed: false,
    criteria: null,
    subscribers: 400,
  },
  {
    id: 'donors',
    name: 'Donor updates',
    nameEs: 'Novedades para donantes',
    description: '',
    descriptionEs: '',
    public: false,
    closed: false,
    criteria: null,
    subscribers: 1,
  },
];

export function makeAnnouncement(id: string, extra: Partial<Announcement> = {}): Announcement {
  return {
    id,
    subject: `Subject ${id}`,
    body: 'Dear friends,',
    subjectEs: '',
    bodyEs: '',
    lists: ['news'],
    public: false,
    state: 'draft',
    scheduledAt: null,
    sentAt: null,
    queued: 0,
    createdAt: '2030-01-01T15:00:00.000Z',
    updatedAt: '2030-01-01T15:00:00.000Z',
    ...extra,
  };
}

export function makePreview(audience: AnnouncementPreview['audience']): AnnouncementPreview {
  return {
    en: { subject: 'Christmas services', html: '<p>Join us</p>', text: 'Join us' },
    es: { subject: 'Christmas services', html: '<p>Join us</p>', text: 'Join us' },
    audience,
  };
}

/** The identity service's admin routes as the tab meets them: announcements kept in a map. */
export function serveOutreach(
  announcements: Announcement[],
  preview = makePreview({ total: 412, english: 300, spanish: 112, fallback: 40 }),
) {
  const byId = new Map(announcements.map((each) => [each.id, each]));
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url === '/api/admin/mailing-lists' && method === 'GET') return { body: LISTS };
    if (url === '/api/admin/mailing-lists' && method === 'POST')
      return { status: 201, body: { ...body, subscribers: 0 } };
    if (url === '/api/admin/announcements' && method === 'GET') return { body: [...byId.values()] };
    if (url === '/api/admin/announcements' && method === 'POST') {
      const created = makeAnnouncement('a-new', body);
      byId.set(created.id, created);
      return { status: 201, body: created };
    }
    const match = /^\/api\/admin\/announcements\/([^/]+)(?:\/(\w+))?$/.exec(url);
    const found = match && byId.get(match[1]!);
    if (!match || !found) return undefined;
    const action = match[2];
    if (!action && method === 'GET') return { body: found };
    if (action === 'preview') return { body: preview };
    if (action === 'test') return { status: 202, body: {} };
    if (action === 'schedule') {
      const at = String(body.at ?? '');
      const next: Announcement = at
        ? { ...found, state: 'scheduled', scheduledAt: at }
        : { ...found, state: 'sending', queued: 412 };
      byId.set(found.id, next);
      return { body: next };
    }
    if (action === 'unschedule') {
      const next: Announcement = { ...found, state: 'draft', scheduledAt: null };
      byId.set(found.id, next);
      return { body: next };
    }
    return undefined;
  });
}

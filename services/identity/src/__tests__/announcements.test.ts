import mongoose from 'mongoose';
import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { outboxModels } from '@ministry/kit/outbox';
import { UserModel } from '../users/model';
import { suppress } from '../outreach/audience';
import { addressKey, consentId, DEFAULT_MAILING_LISTS, outreachModels } from '../outreach/model';
import { announcementModels } from '../outreach/announcements/model';
import {
  expandAnnouncement,
  pruneAnnouncementRecipients,
  sendDueAnnouncements,
} from '../outreach/announcements/send';
import { identityTestEnvironment, registerAndLogin } from './helpers';

const clock = { now: Date.now() };
const env = identityTestEnvironment({ now: () => clock.now });
const DAY = 86_400_000;

async function makeAdmin(username: string) {
  const agent = await registerAndLogin(env.app, username);
  await UserModel.updateOne({ usernameKey: username }, { role: 'admin', emailVerified: true });
  await agent.get('/api/auth/user');
  return agent;
}

/** A visitor who confirmed `listId` in `language`. */
async function visitor(email: string, language: 'en' | 'es', listId = 'news') {
  const key = addressKey(email);
  await outreachModels(env.db.data).consents.create({
    _id: consentId(listId, key),
    listId,
    addressKey: key,
    email,
    userId: null,
    language,
    subscribed: true,
    updatedAt: new Date(clock.now),
  });
}

/** A verified member subscribed to `listId`, her account in `language`. */
async function member(username: string, language: 'en' | 'es', listId = 'news') {
  await registerAndLogin(env.app, username, {}, language);
  await UserModel.updateOne({ usernameKey: username }, { emailVerified: true });
  const user = await UserModel.findOne({ usernameKey: username }).lean();
  const email = `${username}@example.org`;
  const key = addressKey(email);
  await outreachModels(env.db.data).consents.create({
    _id: consentId(listId, key),
    listId,
    addressKey: key,
    email,
    userId: String(user!._id),
    language,
    subscribed: true,
    updatedAt: new Date(clock.now),
  });
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text);
const DRAFT = {
  subject: 'Fall retreat',
  body: 'Join us in October.\n\nBring a friend.',
  subjectEs: '',
  bodyEs: '',
  lists: ['news'],
  public: true,
};

beforeEach(async () => {
  await outreachModels(env.db.data).lists.insertMany(
    DEFAULT_MAILING_LISTS.map((list) => ({ ...list, createdAt: new Date(clock.now) })),
  );
});

it('drafts, previews with its fallback count, sends each her language once, and archives it', async () => {
  const admin = await makeAdmin('grace');
  await member('ruth', 'es');
  await member('naomi', 'en');
  await visitor('maria@example.org', 'es');
  await visitor('left@example.org', 'en');
  await visitor('bounced@example.org', 'es');
  await visitor('other-list@example.org', 'en', 'events');
  await suppress({ data: env.db.data, now: () => clock.now }, 'left@example.org', 'news', 'unsubscribed');
  await suppress({ data: env.db.data, now: () => clock.now }, 'bounced@example.org', '*', 'bounced');

  const created = await admin.post('/api/admin/announcements').send(DRAFT);
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect(created.body).toMatchObject({ state: 'draft', queued: 0, scheduledAt: null });

  let preview = await admin.get(`/api/admin/announcements/${id}/preview`);
  expect(preview.body.audience).toEqual({ total: 3, english: 1, spanish: 2, fallback: 2 });
  expect(preview.body.es.subject).toBe('Fall retreat');

  const written = await admin
    .put(`/api/admin/announcements/${id}`)
    .send({ ...DRAFT, subjectEs: 'Retiro de otoño', bodyEs: 'Acompáñenos en octubre.' });
  expect(written.status).toBe(200);
  preview = await admin.get(`/api/admin/announcements/${id}/preview`);
  expect(preview.body.audience).toEqual({ total: 3, english: 1, spanish: 2, fallback: 0 });
  expect(preview.body.es.subject).toBe('Retiro de otoño');
  expect(preview.body.es.html).toContain('<html lang="es">');

  // Scheduled for later; the job sends it once its time comes.
  const at = new Date(clock.now + 3_600_000).toISOString();
  expect((await admin.post(`/api/admin/announcements/${id}/schedule`).send({ at })).body.state).toBe(
    'scheduled',
  );
  expect((await admin.put(`/api/admin/announcements/${id}`).send(DRAFT)).status).toBe(409);
  expect(await sendDueAnnouncements({ config: env.config, data: env.db.data, now: () => clock.now })).toBe(0);
  clock.now += 3_600_000;
  const context = { config: env.config, data: env.db.data, now: () => clock.now };
  expect(await sendDueAnnouncements(context)).toBe(1);
  expect((await admin.get(`/api/admin/announcements/${id}`)).body).toMatchObject({
    state: 'sent',
    queued: 3,
  });
  expect((await admin.post(`/api/admin/announcements/${id}/unschedule`)).status).toBe(409);

  // A second expansion (a restart mid-way) doubles nothing.
  await announcementModels(env.db.data).announcements.updateOne({ _id: id }, { state: 'sending' });
  await expandAnnouncement(context, id);
  expect(
    await outboxModels(env.db.data).mail.countDocuments({
      _id: mongoose.trusted({ $regex: `^announcement:${id}:` }),
    }),
  ).toBe(3);
  expect(await announcementModels(env.db.data).recipients.countDocuments({ announcementId: id })).toBe(3);

  await env.mailbox.deliver();
  const received = (await env.mailbox.messages()).filter((mail) => /retreat|Retiro/.test(mail.subject ?? ''));
  expect(received).toHaveLength(3);
  const byAddress = new Map(received.map((mail) => [to(mail), mail]));
  expect([...byAddress.keys()].sort()).toEqual([
    'maria@example.org',
    'naomi@example.org',
    'ruth@example.org',
  ]);
  const ruth = byAddress.get('ruth@example.org')!;
  expect(ruth.subject).toBe('Retiro de otoño');
  expect(ruth.text).toContain('Acompáñenos en octubre.');
  expect(ruth.text).toContain('/account');
  expect(byAddress.get('naomi@example.org')!.subject).toBe('Fall retreat');
  const maria = byAddress.get('maria@example.org')!;
  expect(maria.subject).toBe('Retiro de otoño');
  expect(maria.text).not.toContain('/account');
  const site = env.config.siteUrl;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The one-click link, and the mailto (MINISTRY_NOTIFY_EMAIL by default) with the same token in its subject.
  // A long header is folded over lines: read it unfolded.
  expect(header(maria, 'List-Unsubscribe')?.replace(/\s*\r?\n\s+/g, ' ')).toMatch(
    new RegExp(
      `^<${escape(site)}/api/unsubscribe/(news\\.[0-9a-f]{64}\\.[\\w-]{43})>, <mailto:${escape(env.config.mail.notifyEmail)}\\?subject=unsubscribe%20\\1>$`,
    ),
  );
  expect(header(maria, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(header(maria, 'List-Id')).toBe(`<news.${new URL(site).hostname}>`);

  // The public archive.
  const archive = await request(env.app).get('/api/announcements');
  expect(archive.body).toMatchObject({ total: 1, page: 1, items: [{ id, subject: 'Fall retreat' }] });
  expect((await request(env.app).get(`/api/announcements/${id}`)).body.subjectEs).toBe('Retiro de otoño');
});

it('sends the staff member a test in both languages, each test send its own', async () => {
  const admin = await makeAdmin('grace');
  const { body } = await admin.post('/api/admin/announcements').send(DRAFT);
  expect((await admin.post(`/api/admin/announcements/${body.id}/test`)).status).toBe(202);
  expect((await admin.post(`/api/admin/announcements/${body.id}/test`)).status).toBe(202);
  await env.mailbox.deliver();
  const received = await env.mailbox.messages();
  expect(
    received.filter((mail) => to(mail) === 'grace@example.org' && mail.subject === 'Fall retreat'),
  ).toHaveLength(4);
  // Not sent, not public: not in the archive.
  expect((await request(env.app).get(`/api/announcements/${body.id}`)).status).toBe(404);
  expect((await admin.get('/api/admin/announcements')).body).toHaveLength(1);
});

it('unschedules a scheduled one before it starts, and refuses what is invalid', async () => {
  const admin = await makeAdmin('grace');
  const { body } = await admin.post('/api/admin/announcements').send(DRAFT);
  const at = new Date(clock.now + DAY).toISOString();
  await admin.post(`/api/admin/announcements/${body.id}/schedule`).send({ at });
  expect((await admin.post(`/api/admin/announcements/${body.id}/unschedule`)).body.state).toBe('draft');
  expect((await admin.post('/api/admin/announcements').send({ ...DRAFT, lists: ['nope'] })).status).toBe(400);
  expect((await admin.post('/api/admin/announcements').send({ ...DRAFT, subject: '' })).status).toBe(400);
  const member = await registerAndLogin(env.app, 'ruth');
  expect((await member.get('/api/admin/announcements')).status).toBe(403);
});

it('deletes exactly the recipient rows older than 90 days', async () => {
  const { recipients } = announcementModels(env.db.data);
  const row = (n: number, ageDays: number) => ({
    _id: `a:${n}`,
    announcementId: 'a',
    addressKey: String(n),
    language: 'en',
    fallback: false,
    queuedAt: new Date(clock.now - ageDays * DAY),
  });
  await recipients.insertMany([row(1, 91), row(2, 90.01), row(3, 89.99), row(4, 1)]);
  expect(await pruneAnnouncementRecipients({ data: env.db.data, now: () => clock.now })).toBe(2);
  expect((await recipients.find().lean()).map((r) => r._id).sort()).toEqual(['a:3', 'a:4']);
});

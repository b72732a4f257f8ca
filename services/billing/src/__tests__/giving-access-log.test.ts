import request from 'supertest';
import type { AccessLogPage } from '@ministry/contracts/access-log';
import { signedInCookie } from '@ministry/kit/testing/session';
import { AccessLogModel, ACCESS_LOG_RETENTION_MS, pruneAccessLog } from '../giving/access-log';
import { GiftModel } from '../giving/model';
import { adminCookie, financeCookie, openGivingTestBed, type GivingTestBed } from './giving-support';

// Donors' records are for finance admins only, and every look at them is logged, kept a year.

let bed: GivingTestBed;
let admin: string;
let finance: string;
let member: string;
beforeAll(async () => {
  bed = await openGivingTestBed('giving-access-log');
  admin = await adminCookie(bed);
  finance = await financeCookie(bed, 'lydia');
  member = await signedInCookie(bed.db, { id: 'member-1', username: 'martha', role: 'member' });
  await GiftModel.create({
    sourceId: 'pi_access_1',
    receiptNumber: 'G-2025-000001',
    userId: null,
    donorName: 'Ruth Moab',
    donorEmail: 'ruth@example.org',
    donorEmailKey: 'ruth@example.org',
    language: 'en',
    fundId: bed.fundId,
    fundName: 'General Fund',
    fundNameEs: 'Fondo General',
    amountCents: 5000,
    frequency: 'once',
    status: 'succeeded',
    paidAt: new Date('2025-06-01T15:00:00Z'),
    stripePaymentIntentId: 'pi_access_1',
  });
});
afterAll(() => bed.close());
beforeEach(() => AccessLogModel.collection.deleteMany({}));

const get = (path: string, cookie: string, language = 'en') =>
  request(bed.handler()).get(path).set('Cookie', cookie).set('Accept-Language', language);

describe("donors' records", () => {
  it.each([
    ['/api/admin/giving/gifts.csv'],
    ['/api/admin/giving/gifts?donor=ruth'],
    ['/api/admin/access-log'],
  ])('%s: 403 with a translated message for an admin without finance, 403 for a member', async (path) => {
    const english = await get(path, admin);
    expect(english.status).toBe(403);
    expect(english.body.message).toBe("Only staff with access to donors' records may do that.");
    const spanish = await get(path, admin, 'es');
    expect(spanish.body.message).toBe(
      'Solo el personal con acceso a los registros de donantes puede hacer eso.',
    );
    expect((await get(path, member)).body.message).toBe('You do not have permission to do that.');
    expect((await request(bed.handler()).get(path)).status).toBe(401);
    expect(await AccessLogModel.countDocuments()).toBe(0);
  });

  it('lets a plain admin keep the funds and the totals, which name no donor', async () => {
    expect((await get('/api/admin/giving/funds', admin)).status).toBe(200);
    expect((await get('/api/admin/giving/summary', admin)).status).toBe(200);
  });

  it('gives a finance admin the CSV and one donor’s gifts, logging who, what, when and the request', async () => {
    const csv = await get('/api/admin/giving/gifts.csv?from=2025-01-01', finance).set(
      'X-Request-Id',
      'req-csv-1',
    );
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Ruth Moab');
    const list = await get('/api/admin/giving/gifts?donor=ruth', finance).set('X-Request-Id', 'req-list-1');
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(1);
    // The unfiltered list opens nobody's record: not logged.
    expect((await get('/api/admin/giving/gifts', finance)).status).toBe(200);

    const log = await get('/api/admin/access-log', finance);
    expect(log.status).toBe(200);
    const page = log.body as AccessLogPage;
    expect(page.totalCount).toBe(2);
    expect(page.entries.map((e) => [e.action, e.userId, e.userName, e.detail, e.requestId])).toEqual([
      ['donor-gifts', 'finance-lydia', 'lydia', 'donor=ruth', 'req-list-1'],
      ['donors-csv', 'finance-lydia', 'lydia', 'from=2025-01-01', 'req-csv-1'],
    ]);
    expect(Date.now() - Date.parse(page.entries[0]!.at)).toBeLessThan(60_000);
  });

  it('refuses to rewrite or delete a log entry through the model', async () => {
    const entry = await AccessLogModel.create({
      userId: 'u',
      userName: 'lydia',
      action: 'donors-csv',
      requestId: 'r',
      at: new Date(),
    });
    await expect(AccessLogModel.updateOne({ _id: entry._id }, { userName: 'x' })).rejects.toThrow(
      'append-only',
    );
    await expect(AccessLogModel.deleteMany({})).rejects.toThrow('append-only');
    entry.userName = 'x';
    await expect(entry.save()).rejects.toThrow('append-only');
    expect((await AccessLogModel.findById(entry._id).lean())?.userName).toBe('lydia');
  });

  it('the retention pass deletes exactly the entries older than a year', async () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const at = (msAgo: number) => new Date(now - msAgo);
    await AccessLogModel.create(
      (
        [
          ['old', ACCESS_LOG_RETENTION_MS + 1],
          ['older', ACCESS_LOG_RETENTION_MS * 2],
          ['just-a-year', ACCESS_LOG_RETENTION_MS],
          ['recent', 1000],
        ] as const
      ).map(([requestId, ago]) => ({
        userId: 'u',
        userName: 'lydia',
        action: 'donors-csv' as const,
        requestId,
        at: at(ago),
      })),
    );
    expect(await pruneAccessLog(() => now)).toBe(2);
    const left = await AccessLogModel.find().lean();
    expect(left.map((e) => e.requestId).sort()).toEqual(['just-a-year', 'recent']);
    expect(await pruneAccessLog(() => now)).toBe(0);
  });
});

import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { loadConfig } from '../config';
import { ContactSubmissionModel } from '../contact/model';
import { contactRetentionJob, deleteExpiredContactMessages, monthsBefore } from '../contact/retention';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('content-contact-retention');
});
afterAll(() => db.close());
beforeEach(() => ContactSubmissionModel.deleteMany({}));

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-31T12:00:00.000Z');
/** Exactly 12 calendar months before NOW (March 2025 has a 31st). */
const CUTOFF = new Date('2025-03-31T12:00:00.000Z');

/** Stores a message as if it had arrived at `createdAt` (the schema's timestamps would say now). */
async function messageFrom(name: string, createdAt: Date) {
  await ContactSubmissionModel.collection.insertOne({
    name,
    email: `${name}@example.org`,
    phone: null,
    subject: 'other',
    message: 'Hello',
    memberSupport: false,
    replyBy: null,
    answeredAt: null,
    createdAt,
  });
}

const kept = async () =>
  (await ContactSubmissionModel.find({}, { name: 1 }).sort({ name: 1 }).lean()).map((entry) => entry.name);

describe('contact messages kept 12 months', () => {
  it('deletes exactly the messages older than 12 months; one a day younger stays', async () => {
    await messageFrom('a-two-years', new Date(CUTOFF.getTime() - 365 * DAY));
    await messageFrom('b-a-day-older', new Date(CUTOFF.getTime() - DAY));
    await messageFrom('c-a-minute-older', new Date(CUTOFF.getTime() - 60_000));
    await messageFrom('d-exactly-12-months', CUTOFF);
    await messageFrom('e-a-day-younger', new Date(CUTOFF.getTime() + DAY));
    await messageFrom('f-yesterday', new Date(NOW.getTime() - DAY));

    expect(await deleteExpiredContactMessages(NOW, 12)).toBe(3);
    expect(await kept()).toEqual(['d-exactly-12-months', 'e-a-day-younger', 'f-yesterday']);
    // A second pass finds nothing more.
    expect(await deleteExpiredContactMessages(NOW, 12)).toBe(0);
  });

  it('runs as the service job with its clock and the configured months', async () => {
    await messageFrom('a-seven-months', new Date('2025-08-30T12:00:00.000Z'));
    await messageFrom('b-five-months', new Date('2025-10-30T12:00:00.000Z'));
    const job = contactRetentionJob(6, () => NOW);
    expect(job).toMatchObject({ everyMs: 60 * 60_000, atStart: true });
    await job.run();
    expect(await kept()).toEqual(['b-five-months']);
  });

  it('counts calendar months, a missing day becoming the month’s last', () => {
    expect(monthsBefore(NOW, 12)).toEqual(CUTOFF);
    expect(monthsBefore(NOW, 1)).toEqual(new Date('2026-02-28T12:00:00.000Z'));
    expect(monthsBefore(new Date('2024-02-29T08:00:00.000Z'), 12)).toEqual(
      new Date('2023-02-28T08:00:00.000Z'),
    );
    expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 13)).toEqual(
      new Date('2024-12-15T00:00:00.000Z'),
    );
  });

  it('reads CONTACT_RETENTION_MONTHS, default 12', () => {
    expect(loadConfig({}).contactRetentionMonths).toBe(12);
    expect(loadConfig({ CONTACT_RETENTION_MONTHS: '18' }).contactRetentionMonths).toBe(18);
    expect(() => loadConfig({ CONTACT_RETENTION_MONTHS: '0' })).toThrow(/CONTACT_RETENTION_MONTHS/);
    expect(() => loadConfig({ CONTACT_RETENTION_MONTHS: 'a year' })).toThrow(/CONTACT_RETENTION_MONTHS/);
  });
});

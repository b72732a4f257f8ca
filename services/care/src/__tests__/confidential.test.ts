import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import request from 'supertest';
import { rotateTexts } from '../rotate-key';
import { keyIdOf, keyringFrom } from '../text-crypto';
import { deleteExpiredTexts } from '../appointments/passes';
import {
  adminCookie,
  book,
  careTestEnvironment,
  counselor,
  member,
  subscribe,
  TEST_KEY,
} from './care-support';

// The project's backup job (scripts/lib, plain JavaScript): what `npm run backup` writes and reads.
/* eslint-disable @typescript-eslint/no-require-imports */
const { runBackup } = require('../../../../scripts/lib/backup-run.cjs') as {
  runBackup: (options: object) => Promise<{ manifest?: { archive: string } }>;
};
const { readEntries } = require('../../../../scripts/lib/backup-archive.cjs') as {
  readEntries: (options: { file: string; key: Buffer }) => AsyncIterable<unknown>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const env = careTestEnvironment('care-confidential');

const SECRET = 'My marriage is struggling and I feel alone';

async function bookedWithIntake() {
  const assigned = await counselor(env);
  const other = await counselor(env);
  const person = await member(env);
  subscribe(env, person.id, 'growth');
  const res = await book(env, person.cookie, {
    counselorId: assigned.profile.id,
    startsAt: '2030-03-04T09:00:00-05:00',
    typeId: 'plan-growth',
    intake: SECRET,
  });
  expect(res.status).toBe(201);
  return { assigned, other, person, id: res.body.id as string };
}

const rawAppointment = async (id: string) =>
  env.db.data.collection('care_appointments').findOne({ _id: new Types.ObjectId(id) });

describe('confidential texts', () => {
  it('are stored sealed: no plaintext in the document, a key id beside the ciphertext', async () => {
    const { id } = await bookedWithIntake();
    const raw = await rawAppointment(id);
    expect(JSON.stringify(raw)).not.toContain('marriage');
    expect(raw!.intake).toMatchObject({ keyId: keyIdOf(Buffer.from(TEST_KEY, 'base64')) });
  });

  it("are absent in clear from the backup's archive (`npm run backup`), which holds the appointment", async () => {
    const { id } = await bookedWithIntake();
    const dir = mkdtempSync(join(tmpdir(), 'care-backup-'));
    try {
      const key = randomBytes(32);
      const client = env.db.data.getClient();
      const databases = [env.db.data.name];
      const result = await runBackup({
        client,
        dir,
        key,
        databases,
        retention: { daily: 1, weekly: 0, monthly: 0 },
      });
      const lines: string[] = [];
      for await (const entry of readEntries({ file: join(dir, result.manifest!.archive), key }))
        lines.push(JSON.stringify(entry));
      const archive = lines.join('\n');
      expect(archive).toContain(id);
      expect(archive).not.toContain('marriage');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are read by the member and her counselor only (each read recorded); staff and other counselors get 403', async () => {
    const { assigned, other, person, id } = await bookedWithIntake();
    const path = `/api/care/appointments/${id}/intake`;
    expect((await request(env.app()).get(path).set('Cookie', person.cookie)).body.text).toBe(SECRET);
    expect((await request(env.app()).get(path).set('Cookie', assigned.cookie)).body.text).toBe(SECRET);
    const admin = await adminCookie(env);
    const asAdmin = await request(env.app()).get(path).set('Cookie', admin).set('Accept-Language', 'es');
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe(
      'Este texto es confidencial: solo la persona y su consejera pueden leerlo.',
    );
    expect((await request(env.app()).get(path).set('Cookie', other.cookie)).status).toBe(403);
    // Staff see who, when and what type, never the text.
    const list = await request(env.app()).get('/api/admin/care/appointments').set('Cookie', admin);
    expect(JSON.stringify(list.body)).not.toContain('marriage');
    expect(list.body.appointments[0]).toMatchObject({ typeId: 'plan-growth', hasIntake: true });
    const reads = await request(env.app())
      .get(`/api/admin/care/text-reads?recordId=${id}`)
      .set('Cookie', admin);
    expect(reads.body.reads.map((read: { readerRole: string }) => read.readerRole).sort()).toEqual([
      'counselor',
      'member',
    ]);

    // Notes: her counselor writes and reads them; nobody else.
    await request(env.app())
      .put(`/api/care/appointments/${id}/notes`)
      .set('Cookie', assigned.cookie)
      .send({ text: 'Discussed boundaries.' })
      .expect(204);
    expect(
      (await request(env.app()).get(`/api/care/appointments/${id}/notes`).set('Cookie', assigned.cookie)).body
        .text,
    ).toBe('Discussed boundaries.');
    await request(env.app())
      .get(`/api/care/appointments/${id}/notes`)
      .set('Cookie', other.cookie)
      .expect(403);
    await request(env.app()).get(`/api/care/appointments/${id}/notes`).set('Cookie', admin).expect(403);
    await request(env.app())
      .put(`/api/care/appointments/${id}/notes`)
      .set('Cookie', other.cookie)
      .send({ text: 'x' })
      .expect(403);
  });

  it('are re-encrypted with a new key by the rotation, and read with it', async () => {
    const { person, id } = await bookedWithIntake();
    const newKey = Buffer.alloc(32, 9).toString('base64');
    const keyring = keyringFrom(newKey, TEST_KEY);
    expect(await rotateTexts(env.db.data, keyring)).toEqual({ rotated: 1, remaining: 0 });
    expect(await rotateTexts(env.db.data, keyring)).toEqual({ rotated: 0, remaining: 0 });
    const raw = await rawAppointment(id);
    expect(raw!.intake.keyId).toBe(keyIdOf(Buffer.from(newKey, 'base64')));
    env.keyring = keyringFrom(newKey);
    const res = await request(env.app())
      .get(`/api/care/appointments/${id}/intake`)
      .set('Cookie', person.cookie);
    expect(res.body.text).toBe(SECRET);
  });

  it('are deleted the retention period after her last appointment, the dates kept', async () => {
    const { person, id } = await bookedWithIntake();
    env.clock.now = new Date('2032-03-04T14:00:00Z');
    expect(await deleteExpiredTexts(env.build().context)).toBe(0);
    env.clock.now = new Date('2032-03-04T15:00:00Z');
    expect(await deleteExpiredTexts(env.build().context)).toBe(1);
    const res = await request(env.app())
      .get(`/api/care/appointments/${id}/intake`)
      .set('Cookie', person.cookie);
    expect(res.body).toMatchObject({ text: null });
    expect((await rawAppointment(id))!.startsAt).toEqual(new Date('2030-03-04T14:00:00Z'));
  });

  it('keep a sliding-scale reason from staff, who set her price', async () => {
    const reviewer = await counselor(env);
    const person = await member(env);
    const asked = await request(env.app())
      .post('/api/care/sliding-scale')
      .set('Cookie', person.cookie)
      .send({ reason: 'I lost my job in January' });
    expect(asked.status).toBe(201);
    await request(env.app())
      .post('/api/care/sliding-scale')
      .set('Cookie', person.cookie)
      .send({ reason: 'again' })
      .expect(409);
    const admin = await adminCookie(env);
    await request(env.app())
      .get(`/api/care/sliding-scale/${asked.body.id}/reason`)
      .set('Cookie', admin)
      .expect(403);
    await request(env.app())
      .put(`/api/admin/care/sliding-scale/${asked.body.id}`)
      .set('Cookie', admin)
      .send({
        prices: [{ typeId: 'initial-consultation', priceCents: 2500 }],
        counselorId: reviewer.profile.id,
      })
      .expect(200);
    const read = await request(env.app())
      .get(`/api/care/sliding-scale/${asked.body.id}/reason`)
      .set('Cookie', reviewer.cookie);
    expect(read.body.text).toBe('I lost my job in January');
    const booked = await book(env, person.cookie, {
      counselorId: reviewer.profile.id,
      startsAt: '2030-03-04T09:00:00-05:00',
    });
    expect(booked.body.priceCents).toBe(2500);
  });

  it('store a counseling request from the contact form sealed, for the assigned counselor only', async () => {
    const path = '/internal/care/requests';
    const body = {
      name: 'Ana Ruiz',
      email: 'ana@example.org',
      language: 'es',
      text: 'Necesito hablar con alguien',
      sourceId: 'msg-1',
    };
    await request(env.app()).post(path).set('X-Internal-Key', 'wrong').send(body).expect(403);
    const stored = await request(env.app())
      .post(path)
      .set('X-Internal-Key', env.db.config.internalApiKey)
      .send(body);
    expect(stored.status).toBe(201);
    expect(
      (await request(env.app()).post(path).set('X-Internal-Key', env.db.config.internalApiKey).send(body))
        .status,
    ).toBe(200);
    const raw = await env.db.data.collection('care_requests').findOne({});
    expect(JSON.stringify(raw)).not.toMatch(/Ana|ana@|hablar/);
    const admin = await adminCookie(env);
    const list = await request(env.app()).get('/api/admin/care/requests').set('Cookie', admin);
    expect(list.body.requests).toEqual([
      expect.objectContaining({ id: 'contact:msg-1', language: 'es', counselorId: null }),
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/Ana|hablar/);
    const assigned = await counselor(env);
    const other = await counselor(env);
    await request(env.app())
      .post('/api/admin/care/requests/contact:msg-1/assign')
      .set('Cookie', admin)
      .send({ counselorId: assigned.profile.id })
      .expect(200);
    const read = await request(env.app())
      .get('/api/care/requests/contact:msg-1')
      .set('Cookie', assigned.cookie);
    expect(read.body).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@example.org',
      text: 'Necesito hablar con alguien',
    });
    await request(env.app()).get('/api/care/requests/contact:msg-1').set('Cookie', other.cookie).expect(403);
  });
});

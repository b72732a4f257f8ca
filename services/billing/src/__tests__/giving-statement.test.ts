import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { GiftIntentModel, GiftModel } from '../giving/model';
import { deliverWebhook, signedEvent } from './support';
import { give, openGivingTestBed, signedInMember, type GivingTestBed } from './giving-support';

// The year-end statement as a real PDF: rendered to an image with Debian's pdftoppm, its text read
// back with pdftotext, so the total is checked in what the member downloads.
let bed: GivingTestBed;
let cookie: string;
let dir: string;
beforeAll(async () => {
  bed = await openGivingTestBed('giving-statement', { clientLimit: 1000, emailLimit: 1000 });
  cookie = await signedInMember(bed, { id: 'member-ruth', email: 'ruth@example.org', name: 'Ruth Moab' });
  dir = mkdtempSync(join(tmpdir(), 'giving-statement-'));
  // 2025: $50.00 + $120.00; 2026: $25.00 (then $10.00 of it refunded).
  await paidGift(5000, Date.UTC(2025, 2, 10, 15) / 1000);
  await paidGift(12000, Date.UTC(2025, 11, 31, 20) / 1000);
  const refunded = await paidGift(2500, Date.UTC(2026, 0, 1, 12) / 1000);
  await GiftModel.updateOne({ _id: refunded }, { refundedCents: 1000, status: 'partially_refunded' });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await bed.close();
});

async function paidGift(amount: number, created: number) {
  const res = await give(bed, { fundId: bed.fundId, giftCents: amount, frequency: 'once' }, { cookie });
  expect(res.status).toBe(200);
  const intent = await GiftIntentModel.findOne({ userId: 'member-ruth', giftCents: amount });
  await deliverWebhook(
    bed.handler(),
    signedEvent(
      'payment_intent.succeeded',
      { id: intent!.intentId, object: 'payment_intent', amount, amount_received: amount },
      { created },
    ),
  );
  return (await GiftModel.findOne({ sourceId: intent!.intentId }))!._id;
}

/** The PDF's text (pdftotext) and a check that it renders to a PNG page (pdftoppm). */
function readPdf(name: string, pdf: Buffer): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '50', '-singlefile', file, join(dir, name)]);
  const png = readFileSync(join(dir, `${name}.png`));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.length).toBeGreaterThan(1000);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

const download = (path: string, as = cookie) =>
  request(bed.handler())
    .get(path)
    .set('Cookie', as)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('year-end statements', () => {
  it('lists the years she gave in', async () => {
    const res = await request(bed.handler()).get('/api/giving/statements').set('Cookie', cookie);
    expect(res.body).toEqual([2026, 2025]);
  });

  it('lists every gift of the year with its total, the legal name, EIN and the no-goods statement', async () => {
    const res = await download('/api/giving/statements/2025');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="giving-statement-2025.pdf"');
    const text = readPdf('statement-2025', res.body as Buffer);
    expect(text).toContain('Giving statement 2025');
    expect(text).toMatch(/Total\s+\$170\.00/);
    expect(text).toContain('$50.00');
    expect(text).toContain('$120.00');
    expect(text).toContain('Dec 31, 2025');
    expect(text).toContain('Women of Purpose Ministry, Inc.');
    expect(text).toContain('EIN: 12-3456789');
    expect(text).toContain('No goods or services were provided in exchange for this contribution.');
    expect(text).toMatch(/G-2025-\d{6}/);
  });

  it('counts only what is left after refunds, in Spanish when asked', async () => {
    const res = await download('/api/giving/statements/2026?lang=es');
    const text = readPdf('statement-2026', res.body as Buffer);
    expect(text).toContain('Estado de donativos 2026');
    expect(text).toMatch(/Total\s+\$15\.00/);
    expect(text).toContain('No se proporcionaron bienes ni servicios a cambio de esta contribución.');
  });

  it('answers 404 for a year without gifts and 400 for no year', async () => {
    expect((await download('/api/giving/statements/2019')).status).toBe(404);
    expect((await download('/api/giving/statements/twenty')).status).toBe(400);
  });

  it('is hers alone: another member gets neither her statement nor her receipts', async () => {
    const other = await signedInMember(bed, {
      id: 'member-orpah',
      email: 'orpah@example.org',
      name: 'Orpah',
    });
    const statement = await download('/api/giving/statements/2025', other);
    expect(statement.status).toBe(404);
    const gift = await GiftModel.findOne({ userId: 'member-ruth' });
    const theirs = await download(`/api/giving/gifts/${String(gift!._id)}/receipt`, other);
    expect(theirs.status).toBe(404);
    const mine = await download(`/api/giving/gifts/${String(gift!._id)}/receipt`);
    expect(mine.status).toBe(200);
    expect(readPdf('receipt', mine.body as Buffer)).toContain(gift!.receiptNumber);
    const visitor = await request(bed.handler()).get('/api/giving/statements/2025');
    expect(visitor.status).toBe(401);
  });
});

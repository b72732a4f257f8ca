import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { MINISTRY_DETAILS_MAX_AGE_MS } from '@ministry/kit/ministry-details';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { GiftIntentModel, GiftModel } from '../giving/model';
import { deliverWebhook, signedEvent } from './support';
import { give, openGivingTestBed, signedInMember, type GivingTestBed } from './giving-support';

// One source of the ministry's details: the content service's published `ministry` document. A
// stand-in for it answers what was "published" last; the receipt e-mail (the real outbox, sender and
// SMTP catcher) and the receipt PDF (read back with pdftotext) show it, and keep the last good copy
// once the content service stops answering.

/** The content service's public read of the ministry document, answering what was published last. */
async function startContentService() {
  let published: MinistryContent = MINISTRY_CONTENT;
  let revision = 1;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/api/site-content/ministry') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ key: 'ministry', content: published, revision, publishedAt: new Date() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publish(content: MinistryContent) {
      published = content;
      revision += 1;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const details = (phone: string): MinistryContent => ({
  ...MINISTRY_CONTENT,
  legalName: 'Purpose House, Inc.',
  phone,
  address: { ...MINISTRY_CONTENT.address, street: '1 New Street' },
});

let content: Awaited<ReturnType<typeof startContentService>>;
let bed: GivingTestBed;
let mailbox: TestMailbox;
let cookie: string;
let dir: string;
// Time passes as the test says (a copy of the details is used for a few seconds), never by waiting.
let later = 0;
beforeAll(async () => {
  content = await startContentService();
  bed = await openGivingTestBed(
    'giving-ministry-details',
    // No MINISTRY_LEGAL_NAME: the legal name is the published one.
    { clientLimit: 1000, emailLimit: 1000, organization: { legalName: '', ein: '12-3456789' } },
    { contentServiceUrl: content.url },
  );
  mailbox = await openTestMailbox(bed.db.data);
  cookie = await signedInMember(bed, { id: 'member-ruth', email: 'ruth@example.org', name: 'Ruth Moab' });
  dir = mkdtempSync(join(tmpdir(), 'giving-ministry-'));
  const now = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => now() + later);
});
afterAll(async () => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
  await mailbox.close();
  await bed.close();
  await content.stop();
});

const aFewSecondsLater = () => {
  later += MINISTRY_DETAILS_MAX_AGE_MS + 1000;
};

/** A gift of hers paid through Stripe's webhook: its receipt e-mail's text and its receipt PDF's. */
async function giveAndRead(amount: number): Promise<{ mail: string; pdf: string }> {
  mailbox.clear();
  const res = await give(bed, { fundId: bed.fundId, giftCents: amount, frequency: 'once' }, { cookie });
  expect(res.status).toBe(200);
  const intent = await GiftIntentModel.findOne({ userId: 'member-ruth', giftCents: amount });
  await deliverWebhook(
    bed.handler(),
    signedEvent('payment_intent.succeeded', {
      id: intent!.intentId,
      object: 'payment_intent',
      amount,
      amount_received: amount,
    }),
  );
  await mailbox.deliver();
  const [mail] = await mailbox.messages();
  const gift = await GiftModel.findOne({ sourceId: intent!.intentId });
  const receipt = await request(bed.handler())
    .get(`/api/giving/gifts/${String(gift!._id)}/receipt`)
    .set('Cookie', cookie)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(receipt.status).toBe(200);
  const file = join(dir, `receipt-${amount}.pdf`);
  writeFileSync(file, receipt.body as Buffer);
  return { mail: mail!.text ?? '', pdf: execFileSync('pdftotext', ['-layout', file, '-']).toString() };
}

describe("the receipts show the ministry's published details", () => {
  it('a new phone is in the next receipt e-mail and PDF; the last good details stay once the content service stops', async () => {
    content.publish(details('(718) 555-0199'));
    const first = await giveAndRead(1100);
    for (const text of [first.mail, first.pdf]) {
      expect(text).toContain('(718) 555-0199');
      expect(text).toContain('Purpose House, Inc.');
      expect(text).toContain('1 New Street, Ridgewood, NY 11385');
      expect(text).not.toContain(MINISTRY_CONTENT.phone);
    }

    content.publish(details('(718) 555-0200'));
    aFewSecondsLater();
    const second = await giveAndRead(1200);
    expect(second.mail).toContain('(718) 555-0200');
    expect(second.pdf).toContain('(718) 555-0200');

    await content.stop();
    aFewSecondsLater();
    const third = await giveAndRead(1300);
    for (const text of [third.mail, third.pdf]) {
      expect(text).toContain('(718) 555-0200');
      expect(text).toContain('Purpose House, Inc.');
      expect(text).not.toContain(MINISTRY_CONTENT.phone);
    }
  });
});

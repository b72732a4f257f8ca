import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { startMailServer, type MailServer } from '../../../../tools/mail-server/mail-server.cjs';
import { loadServiceConfig } from '../config';
import { createMailSender, enqueueMail, outboxModels } from '../outbox';
import { createMailTransport } from '../outbox-start';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

// Signed mail over the real path: the key from the environment (as a one-line env value), the outbox,
// nodemailer over SMTP to the project's mail server, and an independent verifier (mailauth) reading
// the .eml it kept, with the DNS record the README tells the ministry to publish.
const DOMAIN = 'womenofpurpose.org';
const SELECTOR = 'mail2026';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const DNS_RECORD = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = (name: string, type: string) =>
  name === `${SELECTOR}._domainkey.${DOMAIN}` && type === 'TXT'
    ? Promise.resolve([[DNS_RECORD]])
    : Promise.reject(Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' }));

const UNSUBSCRIBE =
  '<https://womenofpurpose.org/api/unsubscribe/t0ken>, <mailto:hello@womenofpurpose.org?subject=unsubscribe%20t0ken>';
const dkimEnv = {
  MAIL_DKIM_DOMAIN: DOMAIN,
  MAIL_DKIM_SELECTOR: SELECTOR,
  MAIL_DKIM_PRIVATE_KEY: PEM.trim().replace(/\n/g, '\\n'),
};
const config = (env: Record<string, string>) => loadServiceConfig(env, { port: 1, databaseName: 'x' });

/** The header names the message's DKIM-Signature covers (its `h=` tag), lower-case. */
function signedHeaders(eml: string): string[] {
  const unfolded = eml.replace(/\r\n(?=[ \t])/g, '');
  const signature = /^DKIM-Signature:(.*)$/im.exec(unfolded)?.[1] ?? '';
  const tag = /(?:^|;)\s*h=([^;]*)/.exec(signature)?.[1] ?? '';
  return tag.replace(/\s+/g, '').toLowerCase().split(':');
}

describe('DKIM settings', () => {
  it('are all three or none, refused with the names of the missing ones', () => {
    expect(config({}).mail.dkim).toBeUndefined();
    expect(() => config({ MAIL_DKIM_DOMAIN: DOMAIN, MAIL_DKIM_SELECTOR: SELECTOR })).toThrow(
      'DKIM signing needs all of MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR, MAIL_DKIM_PRIVATE_KEY: MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR set, MAIL_DKIM_PRIVATE_KEY missing',
    );
    expect(() => config({ MAIL_DKIM_PRIVATE_KEY: PEM })).toThrow(
      /MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR missing/,
    );
  });

  it('refuse a key that cannot sign, a bad domain or selector, and a domain that is not the sender’s', () => {
    expect(() => config({ ...dkimEnv, MAIL_DKIM_PRIVATE_KEY: 'replace-with-the-key' })).toThrow(
      /MAIL_DKIM_PRIVATE_KEY is not a PEM private key/,
    );
    const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() => config({ ...dkimEnv, MAIL_DKIM_PRIVATE_KEY: ed25519.toString() })).toThrow(
      /must be an RSA key/,
    );
    expect(() => config({ ...dkimEnv, MAIL_DKIM_DOMAIN: 'not a domain', MAIL_DKIM_SELECTOR: 'a;b' })).toThrow(
      /MAIL_DKIM_DOMAIN must be a domain[\s\S]*MAIL_DKIM_SELECTOR must be a DNS label/,
    );
    expect(() => config({ ...dkimEnv, MAIL_FROM: 'Ministry <hello@other.org>' })).toThrow(
      /MAIL_DKIM_DOMAIN \(womenofpurpose.org\) must be the domain of MAIL_FROM \(other.org\)/,
    );
  });

  it('read the key from one line with \\n, or as a PEM over several lines', () => {
    expect(config(dkimEnv).mail.dkim).toEqual({
      domainName: DOMAIN,
      keySelector: SELECTOR,
      privateKey: PEM.trim(),
    });
    expect(config({ ...dkimEnv, MAIL_DKIM_PRIVATE_KEY: PEM }).mail.dkim?.privateKey).toBe(PEM.trim());
  });
});

describe('signed mail', () => {
  let db: TestDatabase;
  let server: MailServer;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase('kit-mail-dkim');
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mail-dkim-'));
    server = await startMailServer({ dir });
    const { mail, sent, claims } = outboxModels(db.data);
    await Promise.all([mail.deleteMany({}), sent.deleteMany({}), claims.deleteMany({})]);
  });
  afterEach(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const sendOne = async (headers?: Record<string, string>) => {
    await enqueueMail(db.data, 'event-reminder:ruth', {
      to: 'ruth@example.org',
      recipient: { visitor: 'es' },
      language: 'es',
      subject: 'Recordatorio: Noche de oración',
      text: 'Te esperamos el viernes.',
      html: '<p>Te esperamos el viernes.</p>',
      ...(headers && { headers }),
    });
    const { mail } = config({ ...dkimEnv, SMTP_URL: `smtp://127.0.0.1:${server.port}` });
    const sender = createMailSender({
      connection: db.data,
      transport: createMailTransport(mail),
      from: mail.from,
    });
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [file] = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    return readFileSync(join(dir, file!), 'latin1');
  };
  const verify = async (eml: string) => (await dkimVerify(Buffer.from(eml, 'latin1'), { resolver })).results;

  it('passes DKIM verification with the list headers signed, and fails once one is changed', async () => {
    const eml = await sendOne({
      'List-Unsubscribe': UNSUBSCRIBE,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const unfolded = eml.replace(/\r\n(?=[ \t])/g, '');
    expect(unfolded).toContain(`\r\nList-Unsubscribe: ${UNSUBSCRIBE}\r\n`);
    expect(unfolded).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');

    const [result, ...others] = await verify(eml);
    expect(others).toEqual([]);
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe(DOMAIN);
    expect(result?.selector).toBe(SELECTOR);
    expect(signedHeaders(eml)).toEqual(
      expect.arrayContaining(['from', 'to', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']),
    );

    const tampered = eml.replace('unsubscribe/t0ken', 'unsubscribe/other');
    expect(tampered).not.toBe(eml);
    const [broken] = await verify(tampered);
    expect(broken?.status.result).toBe('fail');

    // The headers are kept with the message's record.
    const record = await outboxModels(db.data).sent.findById('event-reminder:ruth').lean();
    expect(record?.headers).toEqual({
      'List-Unsubscribe': UNSUBSCRIBE,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('signs mail without list headers too, and refuses a header a message may not set', async () => {
    const eml = await sendOne();
    const [result] = await verify(eml);
    expect(result?.status.result).toBe('pass');
    expect(signedHeaders(eml)).not.toContain('list-unsubscribe');

    const base = { to: 'a@example.org', recipient: { visitor: 'es' as const }, language: 'es' as const };
    const mail = { ...base, subject: 's', text: 't', html: '<p>t</p>' };
    await expect(
      enqueueMail(db.data, 'event-reminder:bcc', { ...mail, headers: { Bcc: 'x@example.org' } as never }),
    ).rejects.toThrow('event-reminder: the header Bcc is not one a message may set');
    await expect(
      enqueueMail(db.data, 'event-reminder:crlf', {
        ...mail,
        headers: { 'List-Unsubscribe': '<https://a>\r\nBcc: x@example.org' },
      }),
    ).rejects.toThrow('event-reminder: the header List-Unsubscribe must be one line of text');
    expect(await outboxModels(db.data).mail.countDocuments({})).toBe(0);
  });
});

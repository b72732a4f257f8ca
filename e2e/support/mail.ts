import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { E2E_BASE_URL, E2E_PORT } from './site';

/**
 * Where the e2e stack's mail catcher keeps every message it receives, one .eml file each
 * (scripts/stack.mjs --fresh: `.run/<port>/mail` under the repository, emptied at start).
 */
export const MAIL_DIR =
  process.env.E2E_MAIL_DIR ?? join(__dirname, '..', '..', '.run', String(E2E_PORT), 'mail');

export interface ReceivedMail {
  file: string;
  /** Every recipient address, lower-cased. */
  to: string[];
  subject: string;
  /** The Content-Language the sender set (the recipient's language). */
  language: string;
  text: string;
  html: string;
}

function addresses(to: AddressObject | AddressObject[] | undefined): string[] {
  return (Array.isArray(to) ? to : to ? [to] : [])
    .flatMap((group) => group.value)
    .map((entry) => (entry.address ?? '').toLowerCase());
}

function describe(file: string, mail: ParsedMail): ReceivedMail {
  return {
    file,
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    language: String(mail.headers.get('content-language') ?? ''),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}

/** A file is parsed once: the catcher writes each in one go and never changes it. */
const parsed = new Map<string, ReceivedMail>();

/** Every message received so far, oldest first (the file names start with the time received). */
export async function readMailbox(dir = MAIL_DIR): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return []; // nothing received yet
  }
  const mails: ReceivedMail[] = [];
  for (const file of files) {
    const path = join(dir, file);
    let mail = parsed.get(path);
    if (!mail) {
      mail = describe(file, await simpleParser(readFileSync(path)));
      parsed.set(path, mail);
    }
    mails.push(mail);
  }
  return mails;
}

/**
 * Waits until a message to `address` that `match` accepts has arrived (the services' outbox sends
 * within a second or two), polling the catcher's folder; the newest such message.
 */
export async function waitForMail(
  address: string,
  {
    match = () => true,
    timeout = 30_000,
  }: { match?: (mail: ReceivedMail) => boolean; timeout?: number } = {},
): Promise<ReceivedMail> {
  const to = address.toLowerCase();
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox()).filter((mail) => mail.to.includes(to) && match(mail)).at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${address} in ${MAIL_DIR}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The first link of the site in a message's text part whose path is `path` (query included). */
export function siteLinkIn(mail: ReceivedMail, path: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.origin === new URL(E2E_BASE_URL).origin && url.pathname === path) return url;
  }
  throw new Error(`no link to ${E2E_BASE_URL}${path} in "${mail.subject}":\n${mail.text}`);
}

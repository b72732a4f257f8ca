import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection } from 'mongoose';
import nodemailer from 'nodemailer';
import { startMailServer } from '../../../../tools/mail-server/mail-server.cjs';
import { createMailSender, type MailSenderOptions } from '@ministry/kit/outbox';

/**
 * For integration tests: the project's own SMTP server in a throwaway folder, and a sender over the
 * service's outbox pointed at it. `deliver()` runs one pass of the real sender loop; `messages()`
 * reads back the .eml files it kept, parsed by mailparser. `sender` adds to the sender's options (a
 * budget, a clock).
 */
export async function openTestMailbox(
  connection: Connection,
  from = 'Women of Purpose Ministry <hello@womenofpurpose.org>',
  sender: Omit<Partial<MailSenderOptions>, 'connection' | 'transport' | 'from'> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'test-mail-'));
  const server = await startMailServer({ dir });
  const loop = createMailSender({
    ...sender,
    connection,
    transport: nodemailer.createTransport(`smtp://127.0.0.1:${server.port}`),
    from,
  });
  return {
    server,
    dir,
    /** One pass of the sender: every message due now goes out (at most 50, within the budget given). */
    deliver: () => loop.runOnce(),
    /** Every message received, oldest first. */
    messages: () => server.messages(),
    /** Forgets the messages received so far (the outbox is untouched). */
    clear() {
      for (const file of readdirSync(dir)) rmSync(join(dir, file));
    },
    async close() {
      await loop.stop();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestMailbox = Awaited<ReturnType<typeof openTestMailbox>>;

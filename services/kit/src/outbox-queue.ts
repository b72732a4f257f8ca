import type { Connection } from 'mongoose';
import type { Language } from '@ministry/contracts/language';
import { recipientHash } from './mail-budget';
import { laneOfPriority, mailKindOf, mailPriorityOf, type MailKey, type MailLane } from './mail-kinds';
import { isDuplicateKey } from './mongo-errors';
import { MAIL_HEADER_NAMES, outboxModels, type OutgoingMail } from './outbox-models';
import { recipientLanguage, type MailRecipient } from './recipient-language';

// Putting messages into a service's outbox, and what admins and metrics read of it (outbox.ts sends).

/**
 * The senders running in this process, by the connection of the outbox they send: a message enqueued
 * here wakes them, so it leaves at once and the poll (for retries and other instances' messages) can
 * be slow.
 */
const wakeUps = new WeakMap<Connection, Set<() => void>>();

/** Registers a sender's wake-up for messages enqueued over `connection`; the function returned removes it. */
export function wakeOnEnqueue(connection: Connection, wake: () => void): () => void {
  const woken = wakeUps.get(connection) ?? new Set();
  woken.add(wake);
  wakeUps.set(connection, woken);
  return () => woken.delete(wake);
}

/** The claim that marks a key delivered: while it exists, that key is never sent again. */
export const deliveredMark = (key: string) => `${key}#sent`;

/** A message to store: rendered (`@ministry/mail`) in `language`, for `recipient`. */
export interface MailToSend extends OutgoingMail {
  recipient: MailRecipient;
  language: Language;
}

/** A message rendered in another language than `recipientLanguage` gives for its recipient. */
export class MailLanguageMismatch extends Error {
  constructor(key: string, rendered: Language, expected: Language) {
    super(`${mailKindOf(key)}: rendered in ${rendered}, its recipient's language is ${expected}`);
    this.name = 'MailLanguageMismatch';
  }
}

/** Only the list headers, one line each: a value with a line break would add headers of its own. */
function checkHeaders(key: string, headers: OutgoingMail['headers']): void {
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!(MAIL_HEADER_NAMES as readonly string[]).includes(name))
      throw new Error(`${mailKindOf(key)}: the header ${name} is not one a message may set`);
    if (typeof value !== 'string' || /[\r\n]/.test(value))
      throw new Error(`${mailKindOf(key)}: the header ${name} must be one line of text`);
  }
}

/**
 * Stores a message to send, once per key: a second call with the same key changes nothing, also once
 * the first was delivered (until its record is pruned). The key starts with the message's kind
 * (mail-kinds.ts), which sets its place in the sending order. Throws `MailLanguageMismatch`, storing
 * nothing, when the message is not in its recipient's language (recipient-language.ts).
 */
export async function enqueueMail(
  connection: Connection,
  key: MailKey,
  { recipient, ...mail }: MailToSend,
): Promise<void> {
  const expected = recipientLanguage(recipient);
  if (mail.language !== expected) throw new MailLanguageMismatch(key, mail.language, expected);
  checkHeaders(key, mail.headers);
  const models = outboxModels(connection);
  if (await models.claims.findById(deliveredMark(key), { _id: 1 }).lean()) return;
  try {
    await models.mail.create({
      _id: key,
      ...mail,
      state: 'pending',
      priority: mailPriorityOf(key),
      attempts: 0,
      nextAttemptAt: new Date(),
      createdAt: new Date(),
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return;
  }
  for (const wake of wakeUps.get(connection) ?? []) wake();
}

/** Messages that will not be sent any more (every attempt failed): what admins are shown. */
export async function failedMailCount(connection: Connection): Promise<number> {
  return outboxModels(connection).mail.countDocuments({ state: 'failed' });
}

/** What an admin sees of a service's outbox: messages still to send and those that gave up. */
export async function outboxStatus(connection: Connection): Promise<{ pending: number; failed: number }> {
  const { pending, failed } = await outboxHealth(connection);
  return { pending, failed };
}

/**
 * The outbox's health for metrics and admins: messages still to send, those that gave up, and how
 * long the oldest still to send has waited (0 when none). Reads only the outbox, never the record.
 */
export async function outboxHealth(
  connection: Connection,
  now: number = Date.now(),
): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
  const { mail } = outboxModels(connection);
  const [pending, failed, oldest] = await Promise.all([
    mail.countDocuments({ state: 'pending' }),
    mail.countDocuments({ state: 'failed' }),
    mail.findOne({ state: 'pending' }, { createdAt: 1 }).sort({ createdAt: 1 }).lean(),
  ]);
  const oldestPendingSeconds = oldest ? Math.max(0, (now - oldest.createdAt.getTime()) / 1000) : 0;
  return { pending, failed, oldestPendingSeconds };
}

/** Where the messages still to send come from: what the admin dashboard shows of a flood. */
export interface OutboxWaiting {
  /** Messages still to send by kind, most first (at most 10 kinds). */
  byKind: { kind: string; lane: MailLane; pending: number }[];
  /**
   * Messages its address's hourly cap holds back now, by the address's digest (never the address),
   * most first (at most 5 addresses).
   */
  byRecipient: { recipient: string; kinds: string[]; held: number }[];
}

const top = <T extends { count: number }>(map: Map<string, T>, limit: number) =>
  [...map.entries()].sort(([, a], [, b]) => b.count - a.count).slice(0, limit);

/** Reads the messages still to send (only the outbox: what waits, never the record) and groups them. */
export async function outboxWaiting(
  connection: Connection,
  now: number = Date.now(),
): Promise<OutboxWaiting> {
  const waiting = await outboxModels(connection)
    .mail.find({ state: 'pending' }, { _id: 1, to: 1, priority: 1, heldBy: 1, nextAttemptAt: 1 })
    .lean();
  const kinds = new Map<string, { count: number; lane: MailLane }>();
  const recipients = new Map<string, { count: number; kinds: Set<string> }>();
  for (const message of waiting) {
    const kind = mailKindOf(message._id);
    const byKind = kinds.get(kind) ?? { count: 0, lane: laneOfPriority(message.priority) };
    byKind.count += 1;
    kinds.set(kind, byKind);
    if (message.heldBy !== 'recipient' || message.nextAttemptAt.getTime() <= now) continue;
    const hash = recipientHash(message.to);
    const byRecipient = recipients.get(hash) ?? { count: 0, kinds: new Set() };
    byRecipient.count += 1;
    byRecipient.kinds.add(kind);
    recipients.set(hash, byRecipient);
  }
  return {
    byKind: top(kinds, 10).map(([kind, { count, lane }]) => ({ kind, lane, pending: count })),
    byRecipient: top(recipients, 5).map(([recipient, { count, kinds: held }]) => ({
      recipient,
      kinds: [...held].sort(),
      held: count,
    })),
  };
}

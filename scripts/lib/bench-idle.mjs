// @ts-check
// The idle row of `npm run bench`: what the whole local stack costs doing nothing. Each scenario starts
// its own stack on a throwaway database, lets it settle, and sums the CPU time (user + system, from
// /proc) of every process of that stack (this process too: it hosts the mail catcher) over a window
// with no traffic. "empty" is a new site; "year" is the same after a year of history inserted
// straight into the databases with the driver: 10,000 sent messages in identity's outbox, 5,000
// orders (each with its checkout), 5,000 event sign-ups and 2,000 gifts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { ROOT } from './paths.mjs';
import { startStack } from './stack.mjs';

/** Issue 30's goals: a year of history costs at most this much more than none, and either stays under this share of one core. */
const IDLE_GOALS = { yearRatio: 1.2, maxCorePercent: 5 };
const YEAR_OF_HISTORY = { sentMessages: 10_000, orders: 5_000, signups: 5_000, gifts: 2_000 };

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const DAY = 86_400_000;

/** @returns {Map<number, { ppid: number, ticks: number, comm: string }>} every process on the machine */
function processTable() {
  /** @type {Map<number, { ppid: number, ticks: number, comm: string }>} */
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces: the fields after it are counted from its end.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // fields[1] = ppid; fields[11..14] = utime, stime, cutime, cstime (children it has reaped).
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      table.set(Number(entry), { ppid: Number(fields[1]), ticks, comm });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return table;
}

/** What a process of the stack is, for the table: a service's name, or its program's. */
function labelOf(/** @type {number} */ pid, /** @type {string} */ comm) {
  if (pid === process.pid) return 'bench process (mail catcher)';
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return comm;
  }
  const service = /services\/(\w+)\/dist\/server\.js/.exec(command);
  if (service) return `${service[1]} service`;
  if (/embedded-mongo/.test(command)) return 'database (FerretDB v1, SQLite)';
  if (/stripe-mock/.test(command)) return 'stripe-mock';
  if (comm === 'nginx') return 'nginx (gateway, frontends)';
  return comm;
}

/** CPU ticks of this process and all its descendants, by pid. */
function stackTicks() {
  const table = processTable();
  /** @type {Map<number, number>} */
  const ticks = new Map();
  const visit = (/** @type {number} */ pid) => {
    const row = table.get(pid);
    if (!row) return;
    ticks.set(pid, row.ticks);
    for (const [child, entry] of table) if (entry.ppid === pid) visit(child);
  };
  visit(process.pid);
  const labels = new Map([...ticks.keys()].map((pid) => [pid, labelOf(pid, table.get(pid)?.comm ?? '?')]));
  return { ticks, labels };
}

/**
 * Share of one core each part of the stack used over `seconds` of idle (a process started meanwhile
 * counts from zero).
 * @param {number} seconds
 */
async function measureIdle(seconds) {
  const before = stackTicks();
  const startedAt = process.hrtime.bigint();
  await sleep(seconds * 1000);
  const after = stackTicks();
  const elapsed = Number(process.hrtime.bigint() - startedAt) / 1e9;
  /** @type {Map<string, number>} */
  const byPart = new Map();
  for (const [pid, ticks] of after.ticks) {
    const used = ticks - (before.ticks.get(pid) ?? 0);
    const label = after.labels.get(pid) ?? '?';
    byPart.set(label, (byPart.get(label) ?? 0) + used);
  }
  const percent = (/** @type {number} */ ticks) => (100 * ticks) / TICKS_PER_SECOND / elapsed;
  const parts = Object.fromEntries([...byPart].map(([label, ticks]) => [label, percent(ticks)]));
  const total = Object.values(parts).reduce((sum, value) => sum + value, 0);
  return { total, parts, seconds: elapsed };
}

/** A year of history, written as each service keeps it. @param {string} mongodbUri */
async function seedYear(mongodbUri) {
  const client = new MongoClient(mongodbUri);
  await client.connect();
  try {
    const now = Date.now();
    const past = (/** @type {number} */ i, /** @type {number} */ count) =>
      new Date(now - DAY * (1 + (364 * i) / count));
    /** @type {[string, string][]} the collections written to, counted back at the end */
    const seeded = [];
    const many = async (
      /** @type {string} */ database,
      /** @type {string} */ collection,
      /** @type {number} */ count,
      /** @type {(i: number) => Record<string, unknown>} */ make,
    ) => {
      seeded.push([database, collection]);
      const target = client.db(database).collection(collection);
      for (let start = 0; start < count; start += 500) {
        const batch = [];
        for (let i = start; i < Math.min(count, start + 500); i++) batch.push(make(i));
        await target.insertMany(/** @type {any[]} */ (batch), { ordered: false });
      }
    };
    const { sentMessages, orders, signups, gifts } = YEAR_OF_HISTORY;
    // Sent messages, as the kit's outbox keeps them once delivered.
    await many('ministry-identity', SENT_MESSAGES.collection, sentMessages, (i) => ({
      _id: `email-verify:history${i}`,
      to: `member${i}@example.org`,
      subject: 'Confirm your e-mail address',
      text: `Hello member ${i}, confirm your address: https://example.org/verify#token=${'x'.repeat(40)}`,
      html: `<p>Hello member ${i}, <a href="https://example.org/verify">confirm your address</a>.</p>`,
      language: i % 3 ? 'en' : 'es',
      secret: false,
      attachments: [],
      ...SENT_MESSAGES.fields,
      attempts: 1,
      lastError: null,
      nextAttemptAt: past(i, sentMessages),
      sentAt: past(i, sentMessages),
      createdAt: past(i, sentMessages),
    }));
    const address = { street: '1 Main St', city: 'Brooklyn', state: 'NY', zipCode: '11201', country: 'US' };
    await many('ministry-shop', 'orders', orders, (i) => ({
      orderNumber: `WOP-H${String(i).padStart(6, '0')}`,
      userId: `member-${i % 900}`,
      status: i % 10 ? 'delivered' : 'canceled',
      items: [
        {
          productId: `product-${i % 12}`,
          name: 'Prayer journal',
          nameEs: 'Diario de oración',
          priceCents: 2500,
          quantity: 1,
          options: {},
          imageUrl: null,
          stockKey: `product-${i % 12}`,
          mark: `m${i}`,
        },
      ],
      subtotalCents: 2500,
      shippingCents: 500,
      totalCents: 3000,
      refundedCents: 0,
      refundedQuantities: [],
      contactInfo: {
        firstName: 'Ruth',
        lastName: `Member ${i}`,
        email: `member${i}@example.org`,
        phone: '7185550100',
      },
      shippingAddress: address,
      billingAddress: address,
      notes: '',
      language: 'en',
      clientAddress: '',
      cartOwner: null,
      cartLineIds: [],
      holdExpiresAt: null,
      paymentIntentId: `pi_history_${i}`,
      paidAt: past(i, orders),
      shipment: null,
      deliveredAt: past(i, orders),
      flagged: false,
      history: [{ at: past(i, orders), action: 'placed', by: 'customer', status: 'pending_payment' }],
      checkoutId: `checkout-history-${i}`,
      createdAt: past(i, orders),
      updatedAt: past(i, orders),
    }));
    await many('ministry-shop', 'checkouts', orders, (i) => ({
      _id: `checkout-history-${i}`,
      owner: `member-${i % 900}`,
      state: 'placed',
      orderNumber: `WOP-H${String(i).padStart(6, '0')}`,
      leaseUntil: past(i, orders),
      lines: [],
      createdAt: past(i, orders),
    }));
    await many('ministry-events', 'event_registrations', signups, (i) => {
      const day = past(i, signups);
      const date = day.toISOString().slice(0, 10);
      return {
        eventId: `event-history-${i % 40}`,
        date,
        occurrence: `event-history-${i % 40}:${date}`,
        personKey: `event-history-${i % 40}:${date}:member${i}@example.org`,
        name: `Member ${i}`,
        email: `member${i}@example.org`,
        emailKey: `member${i}@example.org`,
        userId: null,
        addressUnproven: false,
        confirmBy: null,
        confirmTokenHash: null,
        language: 'en',
        status: 'confirmed',
        seat: i % 30,
        queuedAt: day,
        confirmedAt: day,
        attended: true,
        source: 'self',
        canceledAt: null,
        remindedAt: day,
        createdAt: day,
        updatedAt: day,
      };
    });
    await many('ministry-billing', 'gifts', gifts, (i) => ({
      sourceId: `pi_gift_history_${i}`,
      receiptNumber: `2026-${String(i + 1).padStart(5, '0')}`,
      userId: null,
      donorName: `Donor ${i}`,
      donorEmail: `donor${i}@example.org`,
      donorEmailKey: `donor${i}@example.org`,
      language: 'en',
      fundId: 'general',
      fundName: 'General fund',
      fundNameEs: 'Fondo general',
      amountCents: 5000,
      feeCents: 0,
      refundedCents: 0,
      frequency: 'once',
      status: 'succeeded',
      dedication: null,
      paidAt: past(i, gifts),
      recurringId: null,
      stripePaymentIntentId: `pi_gift_history_${i}`,
      stripeInvoiceId: null,
      createdAt: past(i, gifts),
      updatedAt: past(i, gifts),
    }));
    // Read back, so the report shows the history was there.
    /** @type {Record<string, number>} */
    const counted = {};
    for (const [database, collection] of seeded)
      counted[`${database}.${collection}`] = await client
        .db(database)
        .collection(collection)
        .countDocuments();
    return counted;
  } finally {
    await client.close();
  }
}

/** Where the outbox keeps a delivered message (the kit's layout). */
const SENT_MESSAGES = { collection: 'outbox_sent', fields: { state: 'sent' } };

/**
 * One scenario: its own stack, history or not, a settle, then the idle window.
 * @param {{ basePort: number, history: boolean, seconds: number, settleSeconds: number }} options
 */
async function scenario({ basePort, history, seconds, settleSeconds }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ministry-idle-db-'));
  const stack = await startStack({
    basePort,
    dataDir,
    runDir: join(ROOT, '.run', `idle-${basePort}`),
    quiet: true,
  });
  try {
    const seeded = history ? await seedYear(stack.mongodbUri) : {};
    // Start-up work (seeding, index builds, the render workers' warm-up) is not idle.
    await sleep(settleSeconds * 1000);
    return { ...(await measureIdle(seconds)), seeded };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Both scenarios, one after the other on the same ports. The settle outlasts what a start does once
 * (the first pass of each minute-long job, the outbox's first prune), so the window is the steady state.
 * @param {{ basePort: number, seconds?: number, settleSeconds?: number }} options
 */
export async function benchIdle({ basePort, seconds = 60, settleSeconds = 90 }) {
  const empty = await scenario({ basePort, history: false, seconds, settleSeconds });
  const year = await scenario({ basePort, history: true, seconds, settleSeconds });
  return { empty, year };
}

const pct = (/** @type {number} */ value) => `${value.toFixed(1)}%`;

/**
 * The idle section of bench/results.md.
 * @param {Awaited<ReturnType<typeof benchIdle>>} idle
 */
export function idleSection({ empty, year }) {
  const ratio = empty.total > 0 ? year.total / empty.total : null;
  const under = (/** @type {number} */ value) => (value < IDLE_GOALS.maxCorePercent ? 'PASS' : 'FAIL');
  const parts = [...new Set([...Object.keys(empty.parts), ...Object.keys(year.parts)])].sort(
    (a, b) => (year.parts[b] ?? 0) - (year.parts[a] ?? 0),
  );
  const { sentMessages, orders, signups, gifts } = YEAR_OF_HISTORY;
  return `## Idle: the whole local stack with no traffic (${Math.round(empty.seconds)} s, share of one core)

CPU time (user + system) of every process of the stack, read from /proc at the start and end of the
window, so other load on the machine is not counted (but does slow what is). "Year" adds
${sentMessages.toLocaleString('en')} sent messages to identity's outbox, ${orders.toLocaleString('en')} orders with their checkouts,
${signups.toLocaleString('en')} event sign-ups and ${gifts.toLocaleString('en')} gifts, inserted with the driver. Goal: year at most
${IDLE_GOALS.yearRatio}× empty, both under ${IDLE_GOALS.maxCorePercent}% of one core.

| part of the stack | empty history | a year of history |
|---|---|---|
${parts.map((part) => `| ${part} | ${pct(empty.parts[part] ?? 0)} | ${pct(year.parts[part] ?? 0)} |`).join('\n')}
| **whole stack** | **${pct(empty.total)}** (${under(empty.total)}) | **${pct(year.total)}** (${under(year.total)}) |

History counted back before the window: ${Object.entries(year.seeded)
    .map(([collection, count]) => `${collection} ${count.toLocaleString('en')}`)
    .join(', ')}.

Year ÷ empty: ${ratio === null ? '—' : `${ratio.toFixed(2)}×`} (goal ≤ ${IDLE_GOALS.yearRatio}×: ${ratio !== null && ratio <= IDLE_GOALS.yearRatio ? 'PASS' : 'FAIL'}).
`;
}

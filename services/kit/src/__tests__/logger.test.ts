import { Writable } from 'node:stream';
import { createLogger, REDACTED_FIELDS, scrubSecrets } from '../logger';
import { withRequestId } from '../request-id';

/** A logger whose lines are kept, parsed, instead of written to stdout. */
function capture(level: 'debug' | 'info' | 'warn' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('shop', level, destination), lines };
}

describe('logger', () => {
  it('writes one JSON line with the service, level, time and message, and the fields given', () => {
    const { logger, lines } = capture();
    logger.info('order paid', { orderNumber: 'WO-1', amountCents: 2500 });
    expect(lines).toEqual([
      {
        service: 'shop',
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        message: 'order paid',
        orderNumber: 'WO-1',
        amountCents: 2500,
      },
    ]);
  });

  it('keeps lines below its level out', () => {
    const { logger, lines } = capture('warn');
    logger.debug('detail');
    logger.info('routine');
    logger.warn('odd');
    logger.error('broken');
    expect(lines.map((line) => line.level)).toEqual(['warn', 'error']);
  });

  it("puts the current request's id on every line written while it runs, and none outside", async () => {
    const { logger, lines } = capture();
    await withRequestId('req-abc', async () => {
      logger.info('first');
      await Promise.resolve();
      logger.warn('after an await');
    });
    logger.info('outside');
    expect(lines.map(({ message, requestId }) => ({ message, requestId }))).toEqual([
      { message: 'first', requestId: 'req-abc' },
      { message: 'after an await', requestId: 'req-abc' },
      { message: 'outside', requestId: undefined },
    ]);
  });

  it('writes [redacted] for known secret fields, at the top and one level down', () => {
    const { logger, lines } = capture();
    logger.warn('careless', {
      password: 'hunter2-top',
      token: 'tok-top',
      clientSecret: 'pi_1_secret_abc',
      user: { name: 'Ruth', password: 'hunter2-nested' },
      headers: { authorization: 'Bearer xyz', cookie: 'ministry.sid=abc', 'set-cookie': 'ministry.sid=def' },
      mail: { to: 'ruth@example.org', html: '<p>Your link</p>', text: 'Your link' },
      payment: { card: { number: '4242424242424242' }, cvc: '123' },
      body: { anything: 'at all' },
    });
    const [line] = lines;
    const text = JSON.stringify(line);
    for (const secret of [
      'hunter2',
      'tok-top',
      'pi_1_secret',
      'Bearer',
      'ministry.sid',
      'Your link',
      '4242',
      '123',
      'at all',
    ])
      expect(text).not.toContain(secret);
    expect(line).toMatchObject({
      password: '[redacted]',
      user: { name: 'Ruth', password: '[redacted]' },
      mail: { to: 'ruth@example.org', html: '[redacted]' },
    });
    expect(REDACTED_FIELDS).toEqual(expect.arrayContaining(['password', 'token', 'authorization', 'card']));
  });

  it('writes [redacted] for secrets recognised by their form, in any field or the message', () => {
    const { logger, lines } = capture();
    logger.error('Stripe refused Bearer sk_live_abc123DEF', {
      stripeMessage: "Authorization was 'Bearer sk_test_mock_51Hx9'. Use whsec_2b7d19f0 for rk_live_zz9.",
      nested: { clientSecret2: 'pi_3Nq_secret_Xy7', note: 'card 4000 0566 5566 5556 on file' },
      stack: 'Error: seti_1Ab_secret_Cd2\n    at x',
    });
    const text = JSON.stringify(lines);
    for (const secret of [
      'sk_live_abc',
      'sk_test_mock_51Hx9',
      'whsec_2b7d',
      'rk_live',
      'pi_3Nq_secret',
      'seti_1Ab_secret',
      '5566',
    ])
      expect(text).not.toContain(secret);
    expect(lines[0]!.message).toBe('Stripe refused [redacted]');
  });

  it('keeps ids, amounts, times and numbers that are not card numbers', () => {
    const kept = 'order WOP-1042 pi_3Nq2 evt_test_1764254693497_3 1764254693497 4000056655665557 2500 cents';
    expect(scrubSecrets(kept)).toBe(kept);
    expect(scrubSecrets('4242424242424242')).toBe('[redacted]');
  });
});

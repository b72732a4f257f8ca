import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import request from 'supertest';
import type { PeopleExportRequest } from '@ministry/contracts/data-export';
import { errorHandler } from '../error-handler';
import { INTERNAL_KEY_HEADER } from '../guards';
import { createLogger } from '../logger';
import { peopleExportRouter, peopleForgetRouter } from '../people-routes';
import { wholeSetting } from '../config';

const IDENTITY = 'i'.repeat(40);
const BILLING = 'b'.repeat(40);
const config = {
  nodeEnv: 'production' as const,
  internalApiKey: 's'.repeat(40),
  internalCallerKeys: { identity: IDENTITY, billing: BILLING },
};

function appWith(router: ReturnType<typeof peopleExportRouter>) {
  const app = new Koa();
  app.use(errorHandler(createLogger('test', 'silent')));
  app.use(bodyParser({ enableTypes: ['json'] }));
  app.use(router.routes());
  return app.callback();
}

describe('people routes: a service answers identity about one person', () => {
  const asked: PeopleExportRequest[] = [];
  const exportApp = appWith(
    peopleExportRouter('shop', config, async (person) => {
      asked.push(person);
      return { service: 'shop', records: { orders: [] } } as never;
    }),
  );
  const forgetApp = appWith(
    peopleForgetRouter(
      'shop',
      config,
      async (person) => ({ service: 'shop', done: { of: person.email } }) as never,
    ),
  );

  it('answers the export at /internal/<service>/people/export with what `answer` gives for her', async () => {
    const answer = await request(exportApp)
      .post('/internal/shop/people/export')
      .set(INTERNAL_KEY_HEADER, IDENTITY)
      .send({ userId: 'u1', email: 'ana@example.org' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ service: 'shop', records: { orders: [] } });
    expect(asked).toEqual([{ userId: 'u1', email: 'ana@example.org' }]);
  });

  it('answers the forget path, and only identity may call either', async () => {
    const forget = () => request(forgetApp).post('/internal/shop/people/forget');
    const person = { userId: null, email: 'ana@example.org' };
    const ok = await forget().set(INTERNAL_KEY_HEADER, IDENTITY).send(person);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ service: 'shop', done: { of: 'ana@example.org' } });
    expect((await forget().set(INTERNAL_KEY_HEADER, BILLING).send(person)).status).toBe(403);
    expect((await request(forgetApp).post('/internal/shop/people/export').send(person)).status).toBe(404);
  });

  it('refuses a malformed person before asking the service', async () => {
    asked.length = 0;
    const bad = await request(exportApp)
      .post('/internal/shop/people/export')
      .set(INTERNAL_KEY_HEADER, IDENTITY)
      .send({ userId: 'u1' });
    expect(bad.status).toBe(400);
    expect(asked).toEqual([]);
  });
});

describe('wholeSetting', () => {
  const setting = wholeSetting('CARE_AGENDA_HOUR', 0, 23, 7);

  it('takes a whole number in range, the fallback when unset', () => {
    expect(setting.validateSync('12')).toBe(12);
    expect(setting.validateSync(undefined)).toBe(7);
  });

  it('names the setting in each refusal', () => {
    expect(() => setting.validateSync('abc')).toThrow('CARE_AGENDA_HOUR must be a whole number');
    expect(() => setting.validateSync('1.5')).toThrow('CARE_AGENDA_HOUR must be a whole number');
    expect(() => setting.validateSync('-1')).toThrow('CARE_AGENDA_HOUR must be at least 0');
    expect(() => setting.validateSync('24')).toThrow('CARE_AGENDA_HOUR must be at most 23');
  });
});

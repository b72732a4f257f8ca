import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import type { Resource } from '@ministry/contracts/resource';
import { createApp } from '../app';
import { ResourceModel } from '../resources/model';

// The members' discount staff set on a premium resource (issue 42): validated, stored, answered.

let db: TestDatabase;
let admin: string;
beforeAll(async () => {
  db = await openTestDatabase('content-resource-plan-discount');
  admin = await signedInCookie(db, { role: 'admin', username: 'grace' });
});
afterAll(() => db.close());
beforeEach(() => ResourceModel.deleteMany({}));

const app = () => createApp(db.config, db).app.callback();

const journal = {
  title: 'Prayer Journal',
  description: 'Twelve weeks of guided prayer.',
  category: 'bible-study',
  type: 'premium',
  priceCents: 1299,
};

const create = (body: object, language = 'en') =>
  request(app()).post('/api/resources').set('Cookie', admin).set('Accept-Language', language).send(body);

describe("a premium resource's plan members' discount", () => {
  it('is stored as sent and answered on the public resource', async () => {
    const res = await create({ ...journal, planDiscountPercent: 15 });
    expect(res.status).toBe(201);
    expect(res.body.planDiscountPercent).toBe(15);
    const [stored] = await ResourceModel.collection.find({}).toArray();
    expect(stored).toMatchObject({ planDiscountPercent: 15 });
    const read = (await request(app()).get(`/api/resources/${res.body.id}`)).body as Resource;
    expect(read.planDiscountPercent).toBe(15);
  });

  it('defaults to 0, and a resource stored before it reads 0', async () => {
    expect((await create(journal)).body.planDiscountPercent).toBe(0);
    await ResourceModel.collection.insertOne({ ...journal, title: 'Older', createdAt: new Date() });
    const list = (await request(app()).get('/api/resources')).body as Resource[];
    expect(list.map((resource) => resource.planDiscountPercent)).toEqual([0, 0]);
  });

  it('refuses 91, a fraction or a negative with a translated 400, storing nothing', async () => {
    const tooMuch = await create({ ...journal, planDiscountPercent: 91 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual({
      planDiscountPercent: "Members' discount must be a whole percentage from 0 to 90",
    });
    const spanish = await create({ ...journal, planDiscountPercent: 12.5 }, 'es');
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toBe('El descuento para miembros debe ser un porcentaje entero de 0 a 90');
    expect((await create({ ...journal, planDiscountPercent: -5 })).status).toBe(400);
    expect(await ResourceModel.countDocuments()).toBe(0);
  });

  it('is changed by an update, validated there too, and dropped when the resource turns free', async () => {
    const created = (await create(journal)).body as Resource;
    const patch = (body: object) =>
      request(app()).patch(`/api/resources/${created.id}`).set('Cookie', admin).send(body);
    const changed = await patch({ planDiscountPercent: 20 });
    expect(changed.status).toBe(200);
    expect(changed.body.planDiscountPercent).toBe(20);
    const refused = await patch({ planDiscountPercent: 91 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Members' discount must be a whole percentage from 0 to 90");
    expect((await ResourceModel.findById(created.id).lean())?.planDiscountPercent).toBe(20);
    expect((await patch({ type: 'free' })).body).toMatchObject({ type: 'free', planDiscountPercent: 0 });
  });
});

import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/test-database';
import { UserModel } from '../users/model';
import { openIdentity, registerAndLogin, type App } from './helpers';

let db: TestDatabase;
let app: App;
beforeAll(async () => {
  ({ db, app } = await openIdentity());
});
afterAll(() => db.close());
beforeEach(() => UserModel.deleteMany({}));

describe('internal API for other services', () => {
  it('refuses calls without the shared key', async () => {
    await registerAndLogin(app, 'ruth');
    const user = await UserModel.findOne({ usernameKey: 'ruth' });
    expect((await request(app).get(`/internal/users/${String(user!._id)}`)).status).toBe(403);
    expect(
      (
        await request(app)
          .get(`/internal/users/${String(user!._id)}`)
          .set('X-Internal-Key', 'wrong')
      ).status,
    ).toBe(403);
  });

  it("answers the kit's MemberProfile, exactly", async () => {
    await registerAndLogin(app, 'ruth', { firstName: 'Ruth', lastName: 'Moab' });
    const user = await UserModel.findOne({ usernameKey: 'ruth' });
    const read = await request(app)
      .get(`/internal/users/${String(user!._id)}`)
      .set('X-Internal-Key', 'test-internal-key');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id: String(user!._id),
      username: 'ruth',
      email: 'ruth@example.org',
      emailVerified: false,
      name: 'Ruth Moab',
      preferredLanguage: 'en',
      subscriptionId: null,
    });
    await UserModel.updateOne({ _id: user!._id }, { emailVerified: true });
    const verified = await request(app)
      .get(`/internal/users/${String(user!._id)}`)
      .set('X-Internal-Key', 'test-internal-key');
    expect(verified.body).toMatchObject({ emailVerified: true });
  });

  it('sets the subscription identifier and the member sees it at once', async () => {
    const member = await registerAndLogin(app, 'ruth');
    const user = await UserModel.findOne({ usernameKey: 'ruth' });
    const path = `/internal/users/${String(user!._id)}`;
    const read = await request(app).get(path).set('X-Internal-Key', 'test-internal-key');
    expect(read.body).toMatchObject({ email: 'ruth@example.org', subscriptionId: null });

    const set = await request(app)
      .put(`${path}/subscription`)
      .set('X-Internal-Key', 'test-internal-key')
      .send({ subscriptionId: 'sub_123' });
    expect(set.status).toBe(204);
    expect((await member.get('/api/auth/user')).body).toMatchObject({ hasActiveSubscription: true });
    expect(JSON.stringify((await member.get('/api/auth/user')).body)).not.toContain('sub_123');

    await request(app)
      .put(`${path}/subscription`)
      .set('X-Internal-Key', 'test-internal-key')
      .send({ subscriptionId: null });
    expect((await member.get('/api/auth/user')).body).toMatchObject({ hasActiveSubscription: false });
    expect(
      (
        await request(app)
          .put('/internal/users/nope/subscription')
          .set('X-Internal-Key', 'test-internal-key')
          .send({ subscriptionId: null })
      ).status,
    ).toBe(404);
  });
});

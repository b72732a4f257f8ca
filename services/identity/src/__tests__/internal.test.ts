import request from 'supertest';
import { createApp } from '../app';
import { UserModel } from '../users/model';
import { identityTestEnvironment, registerAndLogin } from './helpers';

const env = identityTestEnvironment();

describe('internal API for other services', () => {
  it('refuses calls without the shared key', async () => {
    await registerAndLogin(env.app, 'ruth');
    const user = await UserModel.findOne({ usernameKey: 'ruth' });
    expect((await request(env.app).get(`/internal/users/${String(user!._id)}`)).status).toBe(403);
    expect(
      (
        await request(env.app)
          .get(`/internal/users/${String(user!._id)}`)
          .set('X-Internal-Key', 'wrong')
      ).status,
    ).toBe(403);
  });

  it("answers the kit's MemberProfile, exactly", async () => {
    await registerAndLogin(env.app, 'ruth', { firstName: 'Ruth', lastName: 'Moab' });
    const user = await UserModel.findOne({ usernameKey: 'ruth' });
    const read = await request(env.app)
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
    const verified = await request(env.app)
      .get(`/internal/users/${String(user!._id)}`)
      .set('X-Internal-Key', 'test-internal-key');
    expect(verified.body).toMatchObject({ emailVerified: true });
  });

  it('sets the subscription identifier and the member sees it at once', async () => {
    const member = await registerAndLogin(env.app, 'ruth');
    const user = await UserModel.findOne({ usernameKey: 'ruth' });
    const path = `/internal/users/${String(user!._id)}`;
    const read = await request(env.app).get(path).set('X-Internal-Key', 'test-internal-key');
    expect(read.body).toMatchObject({ email: 'ruth@example.org', subscriptionId: null });

    const set = await request(env.app)
      .put(`${path}/subscription`)
      .set('X-Internal-Key', 'test-internal-key')
      .send({ subscriptionId: 'sub_123' });
    expect(set.status).toBe(204);
    expect((await member.get('/api/auth/user')).body).toMatchObject({ hasActiveSubscription: true });
    expect(JSON.stringify((await member.get('/api/auth/user')).body)).not.toContain('sub_123');

    await request(env.app)
      .put(`${path}/subscription`)
      .set('X-Internal-Key', 'test-internal-key')
      .send({ subscriptionId: null });
    expect((await member.get('/api/auth/user')).body).toMatchObject({ hasActiveSubscription: false });
    expect(
      (
        await request(env.app)
          .put('/internal/users/nope/subscription')
          .set('X-Internal-Key', 'test-internal-key')
          .send({ subscriptionId: null })
      ).status,
    ).toBe(404);
  });
});

describe('internal API: each calling service opens only its own routes', () => {
  const BILLING_KEY = 'billing-key-'.padEnd(40, 'b');
  const EVENTS_KEY = 'events-key-'.padEnd(40, 'e');
  const CARE_KEY = 'care-key-'.padEnd(40, 'c');
  const CONTENT_KEY = 'content-key-'.padEnd(40, 'n');

  it("reads a member with billing's, care's or events' key; only billing's sets her subscription", async () => {
    const perCaller = createApp(
      {
        ...env.config,
        internalCallerKeys: {
          billing: BILLING_KEY,
          care: CARE_KEY,
          events: EVENTS_KEY,
          content: CONTENT_KEY,
        },
      },
      env.db,
    ).app.callback();
    await registerAndLogin(env.app, 'naomi', { firstName: 'Naomi', lastName: 'Bethlehem' }, 'es');
    const user = await UserModel.findOne({ usernameKey: 'naomi' });
    const path = `/internal/users/${String(user!._id)}`;
    for (const key of [BILLING_KEY, CARE_KEY, EVENTS_KEY]) {
      expect((await request(perCaller).get(path).set('X-Internal-Key', key)).status).toBe(200);
    }
    // Care reads what it writes to her with: her address (and whether it is proven), name, language.
    expect((await request(perCaller).get(path).set('X-Internal-Key', CARE_KEY)).body).toMatchObject({
      email: 'naomi@example.org',
      emailVerified: false,
      name: 'Naomi Bethlehem',
      preferredLanguage: 'es',
    });
    // A service that may call identity for nothing here (content) reads no one.
    expect((await request(perCaller).get(path).set('X-Internal-Key', CONTENT_KEY)).status).toBe(403);
    const setBy = (key: string) =>
      request(perCaller)
        .put(`${path}/subscription`)
        .set('X-Internal-Key', key)
        .send({ subscriptionId: 'sub_123' });
    expect((await setBy(EVENTS_KEY)).status).toBe(403);
    expect((await setBy(CARE_KEY)).status).toBe(403);
    expect((await UserModel.findById(user!._id))!.stripeSubscriptionId).toBeNull();
    expect((await setBy(BILLING_KEY)).status).toBe(204);
  });
});

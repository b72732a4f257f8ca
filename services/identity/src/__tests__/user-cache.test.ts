import { USER_CACHE_MS } from '../auth/user-cache';
import { UserModel } from '../users/model';
import { identityTestEnvironment, registerAndLogin } from './helpers';

/** The service's clock, moved by the tests (GET /api/auth/user's cache reads it). */
const clock = { now: Date.now() };
const env = identityTestEnvironment({ now: () => clock.now });

async function signedInAdmin(username: string) {
  const agent = await registerAndLogin(env.app, username);
  await UserModel.updateOne({ usernameKey: username }, { role: 'admin' });
  expect((await agent.get('/api/auth/user')).body.role).toBe('admin');
  return agent;
}

describe("GET /api/auth/user's short cache", () => {
  it('is anonymous at once after signing out', async () => {
    const ruth = await registerAndLogin(env.app, 'ruth');
    expect((await ruth.get('/api/auth/user')).status).toBe(200);
    expect((await ruth.post('/api/auth/logout')).status).toBe(204);
    expect((await ruth.get('/api/auth/user')).status).toBe(401);
  });

  it("shows a role change and a new name at once, in the member's open session", async () => {
    const admin = await signedInAdmin('grace');
    const ruth = await registerAndLogin(env.app, 'ruth');
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({ role: 'member', firstName: '' });
    const target = await UserModel.findOne({ usernameKey: 'ruth' });

    const changed = await admin
      .patch(`/api/admin/users/${String(target!._id)}/role`)
      .send({ role: 'event_editor' });
    expect(changed.status).toBe(200);
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({
      role: 'event_editor',
      canManageEvents: true,
    });

    expect(
      (await ruth.patch('/api/account/profile').send({ firstName: 'Ruth', lastName: 'Moab' })).status,
    ).toBe(200);
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({ firstName: 'Ruth', lastName: 'Moab' });

    // Taken away again: what she may do follows at once too.
    await admin.patch(`/api/admin/users/${String(target!._id)}/role`).send({ role: 'member' });
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({ role: 'member', canManageEvents: false });
  });

  it("sees another instance's change (a write it did not make) within USER_CACHE_MS", async () => {
    const ruth = await registerAndLogin(env.app, 'ruth');
    expect((await ruth.get('/api/auth/user')).body.role).toBe('member');
    const users = env.db.data.collection('users');
    // Written past this process's model, as another identity instance's write is.
    await users.updateOne({ usernameKey: 'ruth' }, { $set: { role: 'admin', firstName: 'Ruth' } });
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({ role: 'member', firstName: '' });
    clock.now += USER_CACHE_MS;
    const seen = await ruth.get('/api/auth/user');
    expect(seen.body).toMatchObject({ role: 'admin', firstName: 'Ruth' });
    // And the session every other service reads is brought up to date with it.
    expect((await ruth.get('/api/admin/users')).status).toBe(200);

    // Her account deleted by another instance: signed out once the bound has passed.
    await users.deleteOne({ usernameKey: 'ruth' });
    expect((await ruth.get('/api/auth/user')).status).toBe(200);
    clock.now += USER_CACHE_MS;
    expect((await ruth.get('/api/auth/user')).status).toBe(401);
    expect((await ruth.get('/api/auth/user')).status).toBe(401);
  });
});

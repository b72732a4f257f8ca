import request from 'supertest';
import { ensureFirstAdmin } from '../users/service';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD, registerAndLogin } from './helpers';

const env = identityTestEnvironment();

describe('account API', () => {
  it('updates the profile’s names, validated; the e-mail is not changed there', async () => {
    const agent = await registerAndLogin(env.app, 'ruth');
    await registerAndLogin(env.app, 'naomi');
    expect((await request(env.app).patch('/api/account/profile').send({})).status).toBe(401);
    const invalid = await agent
      .patch('/api/account/profile')
      .send({ firstName: '', lastName: 'Moab', email: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
    // Another address (another member's, or anyone's) is refused: it changes only by proof.
    for (const email of ['NAOMI@example.org', 'ruth@moab.org']) {
      const elsewhere = await agent
        .patch('/api/account/profile')
        .send({ firstName: 'Ruth', lastName: 'Moab', email });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.message).toMatch(/^Your e-mail address is changed with the “Change e-mail” form/);
    }
    const saved = await agent.patch('/api/account/profile').send({ firstName: 'Ruth', lastName: 'Moab' });
    expect(saved.status).toBe(200);
    expect((await agent.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Ruth',
      lastName: 'Moab',
      email: 'ruth@example.org',
      emailVerified: false,
    });
  });

  it('changes the password: checks the current one and ends every other session', async () => {
    const here = await registerAndLogin(env.app, 'ruth');
    const elsewhere = request.agent(env.app);
    expect(
      (await elsewhere.post('/api/auth/login').send({ username: 'ruth', password: PASSWORD })).status,
    ).toBe(200);

    const wrong = await here
      .post('/api/account/password')
      .send({ currentPassword: 'nope', newPassword: 'a new passphrase' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is not correct.');
    const short = await here
      .post('/api/account/password')
      .send({ currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');

    const changed = await here
      .post('/api/account/password')
      .send({ currentPassword: PASSWORD, newPassword: 'a new passphrase' });
    expect(changed.status).toBe(204);
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect(
      (await request(env.app).post('/api/auth/login').send({ username: 'ruth', password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (
        await request(env.app)
          .post('/api/auth/login')
          .send({ username: 'ruth', password: 'a new passphrase' })
      ).status,
    ).toBe(200);
  });

  it('creates the configured first admin once', async () => {
    const withAdmin = { ...env.config, adminUsername: 'admin', adminPassword: 'a long admin password' };
    await ensureFirstAdmin(withAdmin);
    await ensureFirstAdmin(withAdmin);
    expect(await UserModel.countDocuments({ usernameKey: 'admin', role: 'admin' })).toBe(1);
    const login = await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'a long admin password' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'admin', canManageEvents: true });
  });
});

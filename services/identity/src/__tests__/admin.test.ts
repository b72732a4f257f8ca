import request from 'supertest';
import { UserModel } from '../users/model';
import { ensureFirstAdmin, grantConfiguredEventEditor } from '../users/service';
import { identityTestEnvironment, registerAndLogin } from './helpers';

const env = identityTestEnvironment();

async function makeAdmin(username: string) {
  const agent = await registerAndLogin(env.app, username);
  await UserModel.updateOne({ usernameKey: username }, { role: 'admin' });
  await agent.get('/api/auth/user'); // refreshes the session's role
  return agent;
}

describe('admin user management', () => {
  it('lists users for admins only: 401 signed out, 403 for a member', async () => {
    const member = await registerAndLogin(env.app, 'martha');
    const admin = await makeAdmin('grace');
    expect((await request(env.app).get('/api/admin/users')).status).toBe(401);
    expect((await member.get('/api/admin/users')).status).toBe(403);
    const list = await admin.get('/api/admin/users');
    expect(list.status).toBe(200);
    expect(list.body.map((u: { username: string }) => u.username).sort()).toEqual(['grace', 'martha']);
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash/);
  });

  it('refuses a role change by a member', async () => {
    const member = await registerAndLogin(env.app, 'martha');
    const target = await UserModel.findOne({ usernameKey: 'martha' });
    const res = await member.patch(`/api/admin/users/${String(target!._id)}/role`).send({ role: 'admin' });
    expect(res.status).toBe(403);
    expect((await UserModel.findById(target!._id))?.role).toBe('member');
  });

  it('changes a role, validated, and the user sees it in their open session', async () => {
    const admin = await makeAdmin('grace');
    const member = await registerAndLogin(env.app, 'martha');
    const target = await UserModel.findOne({ usernameKey: 'martha' });
    const path = `/api/admin/users/${String(target!._id)}/role`;

    const bad = await admin.patch(path).send({ role: 'superuser' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Role must be member, admin, event_editor or content_editor');
    expect((await admin.patch('/api/admin/users/not-an-id/role').send({ role: 'admin' })).status).toBe(404);
    expect(
      (await admin.patch('/api/admin/users/507f1f77bcf86cd799439011/role').send({ role: 'admin' })).status,
    ).toBe(404);

    const changed = await admin.patch(path).send({ role: 'event_editor' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ username: 'martha', role: 'event_editor', canManageEvents: true });
    const seen = await member.get('/api/auth/user');
    expect(seen.body).toMatchObject({ role: 'event_editor', canManageEvents: true });
  });

  it('grants and withdraws the content editor role, which edits the site but manages nothing else', async () => {
    const admin = await makeAdmin('grace');
    const editor = await registerAndLogin(env.app, 'ruth');
    const target = await UserModel.findOne({ usernameKey: 'ruth' });
    const path = `/api/admin/users/${String(target!._id)}/role`;

    const granted = await admin.patch(path).send({ role: 'content_editor' });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ username: 'ruth', role: 'content_editor', canManageEvents: false });
    expect((await editor.get('/api/auth/user')).body).toMatchObject({ role: 'content_editor' });
    // Not an admin: the users' list and their roles stay closed to her.
    expect((await editor.get('/api/admin/users')).status).toBe(403);

    const withdrawn = await admin.patch(path).send({ role: 'member' });
    expect(withdrawn.body).toMatchObject({ role: 'member' });
    expect((await editor.get('/api/auth/user')).body).toMatchObject({ role: 'member' });
  });

  it('never removes the last admin', async () => {
    const admin = await makeAdmin('grace');
    const self = await UserModel.findOne({ usernameKey: 'grace' });
    const res = await admin.patch(`/api/admin/users/${String(self!._id)}/role`).send({ role: 'member' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The last admin cannot stop being an admin.');
    await makeAdmin('lydia');
    expect(
      (await admin.patch(`/api/admin/users/${String(self!._id)}/role`).send({ role: 'member' })).status,
    ).toBe(200);
  });

  it('gives the account EVENT_EDITOR_ACCOUNT names the event_editor role once, by username only', async () => {
    const deb = await registerAndLogin(env.app, 'debora');
    expect(await grantConfiguredEventEditor({ eventEditorAccount: 'Debora' })).toBe('granted');
    expect((await deb.get('/api/auth/user')).body).toMatchObject({
      role: 'event_editor',
      canManageEvents: true,
    });

    // An admin's later change stands: the grant is not made again at the next start.
    await UserModel.updateOne({ usernameKey: 'debora' }, { role: 'member' });
    expect(await grantConfiguredEventEditor({ eventEditorAccount: 'debora' })).toBe('already');
    expect((await deb.get('/api/auth/user')).body).toMatchObject({ role: 'member', canManageEvents: false });
  });

  it('never grants event rights from an e-mail a member typed or a name nobody had at start', async () => {
    expect(await grantConfiguredEventEditor({ eventEditorAccount: 'deb@example.org' })).toBe('no-account');
    const claimer = await registerAndLogin(env.app, 'mallory');
    const profile = await claimer
      .patch('/api/account/profile')
      .send({ firstName: 'M', lastName: 'X', email: 'deb@example.org' });
    expect(profile.status).toBe(400);
    expect((await claimer.get('/api/auth/user')).body).toMatchObject({ canManageEvents: false });
    expect(await grantConfiguredEventEditor({ eventEditorAccount: 'deb@example.org' })).toBe('no-account');
  });

  it('never grants a name registered after the setting was first seen, whatever the restarts', async () => {
    // The service starts with EVENT_EDITOR_ACCOUNT naming an account nobody has yet…
    expect(await grantConfiguredEventEditor({ eventEditorAccount: 'deb-editor' })).toBe('no-account');
    // …someone registers that name…
    const squatter = await registerAndLogin(env.app, 'deb-editor');
    // …and at the next start (and the ones after) she is still not an event editor.
    expect(await grantConfiguredEventEditor({ eventEditorAccount: 'Deb-Editor' })).toBe('too-new');
    expect(await grantConfiguredEventEditor({ eventEditorAccount: 'deb-editor' })).toBe('too-new');
    expect((await squatter.get('/api/auth/user')).body).toMatchObject({
      role: 'member',
      canManageEvents: false,
    });
    expect((await UserModel.findOne({ usernameKey: 'deb-editor' }))!.role).toBe('member');
  });

  it('records the first sighting once, even when two instances start together', async () => {
    await registerAndLogin(env.app, 'debora');
    const later = new Date(Date.now() + 60_000);
    const results = await Promise.all([
      grantConfiguredEventEditor({ eventEditorAccount: 'debora' }, later),
      grantConfiguredEventEditor({ eventEditorAccount: 'debora' }, later),
    ]);
    expect(results.sort()).toEqual(['already', 'granted']);
    expect(
      await env.db.data
        .collection('startup_grants')
        .countDocuments({ _id: 'event-editor-seen:debora' as never }),
    ).toBe(1);
  });
});

describe('the first admin’s bootstrap password', () => {
  const bootstrap = (nodeEnv: 'production' | 'test') =>
    ensureFirstAdmin({
      ...env.config,
      nodeEnv,
      adminUsername: 'grace',
      adminPassword: 'bootstrap passphrase',
    });
  const signIn = async (agent: ReturnType<typeof request.agent>, password = 'bootstrap passphrase') =>
    agent.post('/api/auth/login').send({ username: 'grace', password });

  it('must be changed at first sign-in in production: until then she may only read herself and change it', async () => {
    await bootstrap('production');
    const grace = request.agent(env.app);
    const login = await signIn(grace);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'grace', role: 'admin', mustChangePassword: true });

    const refused = await grace.get('/api/admin/users').set('Accept-Language', 'es');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Primero elija una contraseña nueva (Mi cuenta → Seguridad).');
    expect(
      (
        await grace
          .patch('/api/account/profile')
          .send({ firstName: 'G', lastName: '', email: 'g@example.org' })
      ).status,
    ).toBe(403);
    expect((await grace.get('/api/auth/user')).body).toMatchObject({ mustChangePassword: true });

    const changed = await grace
      .post('/api/account/password')
      .send({ currentPassword: 'bootstrap passphrase', newPassword: 'her own long passphrase' });
    expect(changed.status).toBe(204);
    expect((await grace.get('/api/admin/users')).status).toBe(200);
    expect((await grace.get('/api/auth/user')).body).toMatchObject({ mustChangePassword: false });
    expect((await signIn(request.agent(env.app), 'her own long passphrase')).body).toMatchObject({
      mustChangePassword: false,
    });
  });

  it('is usable as it is outside production (local runs and tests know it)', async () => {
    await bootstrap('test');
    const grace = request.agent(env.app);
    expect((await signIn(grace)).body).toMatchObject({ mustChangePassword: false });
    expect((await grace.get('/api/admin/users')).status).toBe(200);
  });
});

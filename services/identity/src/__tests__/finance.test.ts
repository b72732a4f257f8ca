import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import { FinanceChangeModel } from '../users/finance';
import { UserModel } from '../users/model';
import { identityTestEnvironment, registerAndLogin } from './helpers';

const env = identityTestEnvironment();

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address))
    .join(', ');

/** An admin (her first name `name`, her e-mails in `language`), signed in. */
async function admin(username: string, name: string, language: 'en' | 'es' = 'en') {
  const agent = await registerAndLogin(env.app, username, { firstName: name }, language);
  await UserModel.updateOne({ usernameKey: username }, { role: 'admin' });
  await agent.get('/api/auth/user');
  return agent;
}

const idOf = async (username: string) => String((await UserModel.findOne({ usernameKey: username }))!._id);
const path = async (username: string) => `/api/admin/users/${await idOf(username)}/finance`;

/** What the outbox sent since the last call (the verification e-mails of set-up left out). */
async function sent(): Promise<ParsedMail[]> {
  await env.mailbox.deliver();
  const mails = await env.mailbox.messages();
  env.mailbox.clear();
  return mails;
}

describe("access to donors' records (the finance permission)", () => {
  it('any admin gives it while nobody has it; then only a finance admin gives it, and the others are told in their language', async () => {
    const grace = await admin('grace', 'Grace');
    const lydia = await admin('lydia', 'Lydia', 'es');
    const phoebe = await admin('phoebe', 'Phoebe');
    await admin('tabitha', 'Tabitha');
    await sent();

    const first = await grace.put(await path('lydia')).send({ finance: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ username: 'lydia', finance: true });
    expect((await lydia.get('/api/auth/user')).body).toMatchObject({ finance: true });
    // She was the first: nobody else had it to be told.
    expect(await sent()).toHaveLength(0);

    // Now Grace (no permission) can give it to nobody, herself included.
    const refused = await grace.put(await path('grace')).send({ finance: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only staff with access to donors' records may change who has it.");
    expect((await UserModel.findOne({ usernameKey: 'grace' }))?.finance).toBe(false);

    expect((await lydia.put(await path('phoebe')).send({ finance: true })).status).toBe(200);
    const toLydia = await sent();
    expect(toLydia.map(recipients)).toEqual(['lydia@example.org']);
    expect(toLydia[0]!.subject).toBe('Se dio acceso a los registros de donantes');
    expect(toLydia[0]!.text).toContain('Lydia le dio a Phoebe acceso a los registros de donantes.');

    expect((await phoebe.put(await path('tabitha')).send({ finance: true })).status).toBe(200);
    const told = await sent();
    expect(told.map(recipients).sort()).toEqual(['lydia@example.org', 'phoebe@example.org']);
    const english = told.find((mail) => recipients(mail) === 'phoebe@example.org')!;
    expect(english.subject).toBe("Access to donors' records was given");
    expect(english.text).toContain("Tabitha was given access to donors' records by Phoebe.");
    expect(told.find((mail) => recipients(mail) === 'lydia@example.org')!.subject).toBe(
      'Se dio acceso a los registros de donantes',
    );

    // Taken away: recorded and told too.
    expect((await lydia.put(await path('tabitha')).send({ finance: false })).status).toBe(200);
    const removal = await sent();
    expect(removal.map(recipients).sort()).toEqual(['lydia@example.org', 'phoebe@example.org']);
    expect(removal.find((mail) => recipients(mail) === 'phoebe@example.org')!.text).toContain(
      "Tabitha's access to donors' records was removed by Lydia.",
    );
    const changes = await FinanceChangeModel.find().sort({ at: 1, _id: 1 }).lean();
    expect(changes.map((c) => [c.userId, c.finance, c.bootstrap])).toEqual([
      [await idOf('lydia'), true, true],
      [await idOf('phoebe'), true, false],
      [await idOf('tabitha'), true, false],
      [await idOf('tabitha'), false, false],
    ]);
  });

  it('of two admins giving it at once while nobody has it, only one succeeds', async () => {
    const grace = await admin('grace', 'Grace');
    const ruth = await admin('ruth', 'Ruth');
    const [a, b] = await Promise.all([
      grace.put(await path('grace')).send({ finance: true }),
      ruth.put(await path('ruth')).send({ finance: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect(await UserModel.countDocuments({ finance: true })).toBe(1);
  });

  it('a change waits for one under way: the second admin is refused once the first holds it', async () => {
    const grace = await admin('grace', 'Grace');
    const ruth = await admin('ruth', 'Ruth');
    const [gracePath, ruthPath] = [await path('grace'), await path('ruth')];
    // Ruth's request has found nobody holding it; Grace asks meanwhile and is given time to finish.
    const find = UserModel.find.bind(UserModel);
    let graceGrant: Promise<request.Response> | undefined;
    const spy = jest.spyOn(UserModel, 'find').mockImplementation(((filter?: { finance?: boolean }) => {
      const query = find(filter ?? {});
      if (graceGrant || !filter?.finance) return query;
      graceGrant = Promise.resolve(grace.put(gracePath).send({ finance: true }));
      return query.then(async (holders) => {
        await Promise.race([graceGrant, new Promise((resolve) => setTimeout(resolve, 500))]);
        return holders;
      });
    }) as unknown as typeof UserModel.find);
    try {
      const ruthAnswer = await ruth.put(ruthPath).send({ finance: true });
      expect([ruthAnswer.status, (await graceGrant!).status]).toEqual([200, 403]);
    } finally {
      spy.mockRestore();
    }
    expect((await UserModel.find({ finance: true })).map((user) => user.usernameKey)).toEqual(['ruth']);
  });

  it('of two finance admins taking it from each other at once, one keeps it (the other no longer may)', async () => {
    const lydia = await admin('lydia', 'Lydia');
    const phoebe = await admin('phoebe', 'Phoebe');
    expect((await lydia.put(await path('lydia')).send({ finance: true })).status).toBe(200);
    expect((await lydia.put(await path('phoebe')).send({ finance: true })).status).toBe(200);
    const [a, b] = await Promise.all([
      lydia.put(await path('phoebe')).send({ finance: false }),
      phoebe.put(await path('lydia')).send({ finance: false }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect(await UserModel.countDocuments({ finance: true })).toBe(1);
  });

  it('of two finance admins making each other members at once, one stays an admin with it; the loss is recorded and told', async () => {
    await admin('grace', 'Grace');
    const lydia = await admin('lydia', 'Lydia');
    const phoebe = await admin('phoebe', 'Phoebe');
    expect((await lydia.put(await path('lydia')).send({ finance: true })).status).toBe(200);
    expect((await lydia.put(await path('phoebe')).send({ finance: true })).status).toBe(200);
    await sent();
    const [a, b] = await Promise.all([
      lydia.patch(`/api/admin/users/${await idOf('phoebe')}/role`).send({ role: 'member' }),
      phoebe.patch(`/api/admin/users/${await idOf('lydia')}/role`).send({ role: 'member' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const holders = await UserModel.find({ finance: true });
    expect(holders.map((user) => user.role)).toEqual(['admin']);
    const [kept, lost] = a.status === 200 ? ['lydia', 'phoebe'] : ['phoebe', 'lydia'];
    const last = await FinanceChangeModel.findOne().sort({ at: -1, _id: -1 }).lean();
    expect(last).toMatchObject({ userId: await idOf(lost), byUserId: await idOf(kept), finance: false });
    expect((await sent()).map(recipients)).toEqual([`${kept}@example.org`]);
  });

  it('refuses a member (403), a non-admin as holder, bad input, and taking it from the last holder', async () => {
    const member = await registerAndLogin(env.app, 'martha');
    const grace = await admin('grace', 'Grace');
    expect(
      (
        await request(env.app)
          .put(await path('martha'))
          .send({ finance: true })
      ).status,
    ).toBe(401);
    const forbidden = await member
      .put(await path('martha'))
      .set('Accept-Language', 'es')
      .send({ finance: true });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('No tiene permiso para hacer eso.');

    const notAdmin = await grace.put(await path('martha')).send({ finance: true });
    expect(notAdmin.status).toBe(409);
    expect(notAdmin.body.message).toBe("Only an admin can have access to donors' records.");
    const bad = await grace
      .put(await path('grace'))
      .set('Accept-Language', 'es')
      .send({ finance: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Finanzas debe ser true o false');
    expect(
      (await grace.put('/api/admin/users/507f1f77bcf86cd799439011/finance').send({ finance: true })).status,
    ).toBe(404);

    expect((await grace.put(await path('grace')).send({ finance: true })).status).toBe(200);
    const last = await grace.put(await path('grace')).send({ finance: false });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe("The last person with access to donors' records cannot lose it.");
    const demoted = await grace
      .patch(`/api/admin/users/${await idOf('grace')}/role`)
      .send({ role: 'member' });
    expect(demoted.status).toBe(409);
  });
});

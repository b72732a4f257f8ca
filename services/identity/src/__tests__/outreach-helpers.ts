import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import { identityContext } from '../context';
import { ensureDefaultMailingLists } from '../outreach/consent';
import { outreachModels } from '../outreach/model';
import { UserModel } from '../users/model';
import { identityTestEnvironment, registerAndLogin } from './helpers';

/** An identity test file's environment with the default lists seeded before each test. */
export function outreachTestEnvironment() {
  const env = identityTestEnvironment();
  const context = () => identityContext(env.config, env.db.data);
  beforeEach(async () => {
    await ensureDefaultMailingLists(context());
  });
  const models = () => outreachModels(env.db.data);

  const recipients = (mail: ParsedMail) =>
    ([] as AddressObject[])
      .concat(mail.to ?? [])
      .flatMap((to) => to.value.map((address) => address.address?.toLowerCase()));

  /** Sends what the outbox holds; the messages to this address received so far. */
  async function inbox(address: string): Promise<ParsedMail[]> {
    await env.mailbox.deliver();
    return (await env.mailbox.messages()).filter((mail) => recipients(mail).includes(address.toLowerCase()));
  }

  const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/mailing-lists\/confirm#token=([A-Za-z0-9_-]+)/;
  /** The newest confirm link sent to this address: its token. */
  async function confirmToken(address: string): Promise<string> {
    const mail = (await inbox(address)).filter((m) => CONFIRM_LINK.test(m.text ?? '')).at(-1);
    if (!mail) throw new Error(`no confirm link to ${address}`);
    const [link, token] = CONFIRM_LINK.exec(mail.text ?? '')!;
    expect(link.startsWith(`${env.config.siteUrl}/mailing-lists/confirm#token=`)).toBe(true);
    return token!;
  }

  /** Registers (optionally ticking lists) and signs in; `verified` proves her address directly. */
  async function member(
    username: string,
    options: { lists?: string[]; language?: 'en' | 'es'; verified?: boolean } = {},
  ) {
    const extra = options.lists ? { lists: options.lists } : {};
    const agent = await registerAndLogin(
      env.app,
      username,
      extra as unknown as Record<string, string>,
      options.language ?? 'en',
    );
    if (options.verified) await UserModel.updateOne({ usernameKey: username }, { emailVerified: true });
    const user = (await UserModel.findOne({ usernameKey: username }))!;
    return { agent, user, id: String(user._id), email: user.email };
  }

  async function makeAdmin(username: string) {
    const { agent } = await member(username);
    await UserModel.updateOne({ usernameKey: username }, { role: 'admin' });
    await agent.get('/api/auth/user');
    return agent;
  }

  const subscribeVisitor = (email: string, lists: string[], language: 'en' | 'es' = 'en') =>
    request(env.app).post('/api/mailing-lists/subscribe').send({ email, lists, language });

  return { env, context, models, inbox, confirmToken, member, makeAdmin, subscribeVisitor };
}

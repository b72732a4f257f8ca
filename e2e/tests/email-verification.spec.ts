import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@ministry/contracts/language';
import { siteLinkIn, waitForMail } from '../support/mail';
import { uniqueName } from '../support/session';

/**
 * A new member proves her address, in her language: the verification e-mail the mail catcher keeps
 * (fixed text, the link with its token in the fragment), the link → verified. Then she changes her
 * e-mail with her password: the link goes to the new address, confirming it makes it hers, and the
 * old address is told.
 */
const PASSWORD = 'faithful steps 2026';

const TEXT = {
  en: {
    username: 'Username',
    email: 'Email Address',
    password: 'Password',
    confirm: 'Confirm Password',
    register: 'Register',
    registered: 'Registration successful',
    login: 'Login',
    loggedIn: 'Login successful',
    verifySubject: 'Confirm your e-mail address',
    changeSubject: 'Confirm your new e-mail address',
    noticeSubject: 'The e-mail address of your account was changed',
    verified: 'Your e-mail address is confirmed',
    changed: 'Your new e-mail address is confirmed',
    toAccount: 'Go to my account',
    badgeVerified: 'Verified',
    badgeNotVerified: 'Not verified',
    newEmail: 'New e-mail address',
    yourPassword: 'Your current password',
    changeEmail: 'Change e-mail',
    changeSent: 'Check your new inbox',
    pending: 'Waiting for confirmation',
    linkDead: 'This link does not work',
  },
  es: {
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    register: 'Registrarse',
    registered: 'Registro exitoso',
    login: 'Iniciar sesión',
    loggedIn: 'Inicio de sesión exitoso',
    verifySubject: 'Confirme su correo electrónico',
    changeSubject: 'Confirme su nuevo correo electrónico',
    noticeSubject: 'Se cambió el correo electrónico de su cuenta',
    verified: 'Su correo electrónico está confirmado',
    changed: 'Su nuevo correo electrónico está confirmado',
    toAccount: 'Ir a mi cuenta',
    badgeVerified: 'Verificado',
    badgeNotVerified: 'Sin verificar',
    newEmail: 'Nuevo correo electrónico',
    yourPassword: 'Su contraseña actual',
    changeEmail: 'Cambiar correo',
    changeSent: 'Revise su nuevo correo',
    pending: 'Esperando confirmación',
    linkDead: 'Este enlace no funciona',
  },
} as const satisfies Record<Language, Record<string, string>>;

type Texts = (typeof TEXT)[Language];

async function register(page: Page, text: Texts, username: string, email: string) {
  await page.goto('/register');
  const form = page.locator('main form');
  await form.getByLabel(text.username).fill(username);
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(text.confirm).fill(PASSWORD);
  await form.getByRole('button', { name: text.register }).click();
  await expect(page.getByTestId('toast')).toContainText(text.registered);
  // She is told where the link went.
  await expect(page.getByTestId('toast')).toContainText(email);
  await expect(page).toHaveURL(/\/login$/);
}

async function login(page: Page, text: Texts, username: string) {
  const form = page.locator('main form');
  await form.getByLabel(text.username).fill(username);
  await form.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: text.login }).click();
  await expect(page.getByTestId('toast')).toContainText(text.loggedIn);
}

/** The one /verify-email link of a message: its token is in the fragment, never the query. */
function verifyLink(text: string, mail: Parameters<typeof siteLinkIn>[0]): URL {
  const link = siteLinkIn(mail, '/verify-email');
  expect(link.search).toBe('');
  expect(new URLSearchParams(link.hash.slice(1)).get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(mail.text).not.toContain(text);
  return link;
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`register → verification e-mail → verified; change e-mail → confirm from the new address → the old one told (${language})`, async ({
    page,
  }) => {
    // Two journeys in one (register and verify, then change the address): four e-mails through the outbox.
    test.setTimeout(120_000);
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    const username = uniqueName(`verify_${language}_`);
    const email = `${username}@example.org`;
    const newEmail = `${username}@new.example.org`;

    await register(page, text, username, email);
    await login(page, text, username);
    await page.goto('/account');
    await expect(page.getByTestId('current-email')).toContainText(email);
    await expect(page.getByTestId('current-email')).toContainText(text.badgeNotVerified);

    // The verification e-mail: in her language, fixed text, nothing she typed (not her username).
    const welcome = await waitForMail(email, { match: (mail) => mail.subject === text.verifySubject });
    expect(welcome.language).toBe(language);
    expect(welcome.html).toContain(`lang="${language}"`);
    const link = verifyLink(username, welcome);

    // Following it: the token leaves the address bar at once, and her address is verified.
    await page.goto(link.href);
    await expect(page.getByRole('heading', { name: text.verified })).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.getByRole('link', { name: text.toAccount }).click();
    await expect(page.getByTestId('current-email')).toContainText(text.badgeVerified);

    // The link works once.
    await page.goto(link.href);
    await expect(page.getByRole('heading', { name: text.linkDead })).toBeVisible();

    // A new address, with her password: pending until the new address confirms.
    await page.goto('/account');
    await page.getByLabel(text.newEmail).fill(newEmail);
    await page.getByLabel(text.yourPassword).fill(PASSWORD);
    await page.getByRole('button', { name: text.changeEmail }).click();
    await expect(page.getByTestId('toast')).toContainText(text.changeSent);
    await expect(page.getByTestId('pending-email')).toContainText(`${text.pending}: ${newEmail}`);
    await expect(page.getByTestId('current-email')).toContainText(email);

    const confirm = await waitForMail(newEmail, { match: (mail) => mail.subject === text.changeSubject });
    expect(confirm.language).toBe(language);
    await page.goto(verifyLink(username, confirm).href);
    await expect(page.getByRole('heading', { name: text.changed })).toBeVisible();
    await page.getByRole('link', { name: text.toAccount }).click();
    await expect(page.getByTestId('current-email')).toContainText(newEmail);
    await expect(page.getByTestId('current-email')).toContainText(text.badgeVerified);
    await expect(page.getByTestId('pending-email')).toHaveCount(0);

    // The old address is told, in her language, without the new address in full.
    const notice = await waitForMail(email, { match: (mail) => mail.subject === text.noticeSubject });
    expect(notice.language).toBe(language);
    expect(notice.text).not.toContain(newEmail);
    expect(notice.text).not.toContain('new.example');
  });
}

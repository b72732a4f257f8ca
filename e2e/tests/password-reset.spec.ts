import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@ministry/contracts/language';
import { siteLinkIn, waitForMail } from '../support/mail';
import { uniqueName } from '../support/session';

/**
 * A member who forgot her password, in her language: the link from /login, the e-mail the mail
 * catcher keeps (in her language, with the link), the new password, signed in; then the old password
 * no longer works, the new one does, and the link cannot be used twice.
 */
const OLD_PASSWORD = 'faithful steps 2026';
const NEW_PASSWORD = 'a new season 2027';

const TEXT = {
  en: {
    username: 'Username',
    email: 'Email Address',
    password: 'Password',
    confirm: 'Confirm Password',
    register: 'Register',
    registered: 'Registration successful',
    forgot: 'Forgot password?',
    send: 'Send Reset Link',
    sent: 'Check your inbox',
    subject: 'Choose a new password',
    newPassword: 'New Password',
    confirmNew: 'Confirm New Password',
    save: 'Save New Password',
    changed: 'Password changed',
    signedInAs: 'Signed in as',
    logout: 'Logout',
    login: 'Login',
    loggedIn: 'Login successful',
    wrongPassword: 'Invalid username or password',
    linkDead: 'This link no longer works',
    askAgain: 'Ask for a new link',
  },
  es: {
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    register: 'Registrarse',
    registered: 'Registro exitoso',
    forgot: '¿Olvidó su contraseña?',
    send: 'Enviar enlace',
    sent: 'Revise su correo',
    subject: 'Elija una nueva contraseña',
    newPassword: 'Nueva contraseña',
    confirmNew: 'Confirmar nueva contraseña',
    save: 'Guardar nueva contraseña',
    changed: 'Contraseña cambiada',
    signedInAs: 'Sesión iniciada como',
    logout: 'Cerrar sesión',
    login: 'Iniciar sesión',
    loggedIn: 'Inicio de sesión exitoso',
    wrongPassword: 'Usuario o contraseña incorrectos',
    linkDead: 'Este enlace ya no funciona',
    askAgain: 'Pedir un enlace nuevo',
  },
} as const satisfies Record<Language, Record<string, string>>;

type Texts = (typeof TEXT)[Language];

async function login(page: Page, text: Texts, username: string, password: string) {
  const form = page.locator('main form');
  await form.getByLabel(text.username).fill(username);
  await form.getByLabel(text.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: text.login }).click();
}

/** Registers through the form (in the site's current language); ends on /login. */
async function register(page: Page, text: Texts, username: string, email: string) {
  await page.goto('/register');
  const form = page.locator('main form');
  await form.getByLabel(text.username).fill(username);
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.password, { exact: true }).fill(OLD_PASSWORD);
  await form.getByLabel(text.confirm).fill(OLD_PASSWORD);
  await form.getByRole('button', { name: text.register }).click();
  await expect(page.getByTestId('toast')).toContainText(text.registered);
  await expect(page).toHaveURL(/\/login$/);
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`forgot password → e-mail in ${language} → new password → signed in; the old one no longer works`, async ({
    page,
  }) => {
    // Registration, the e-mail through the outbox, the reset and three sign-ins (each hashes a password).
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    const username = uniqueName(`reset_${language}_`);
    const email = `${username}@example.org`;

    // A new member, registered with the site in her language (which her account keeps for e-mails).
    await register(page, text, username, email);

    // She has forgotten it: the link on the sign-in card, her address, the service's answer.
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.locator('main form').getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('heading', { name: text.sent })).toBeVisible();
    await expect(page.getByRole('main').getByText(email)).toBeVisible();

    // The e-mail, in her language, with the link.
    const mail = await waitForMail(email, {
      match: (message) => message.text.includes('/reset-password#token='),
    });
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(text.subject);
    expect(mail.html).toContain(`lang="${language}"`);
    const link = siteLinkIn(mail, '/reset-password');
    // The token travels in the fragment: never in a request, a cache key or an access log.
    expect(link.search).toBe('');
    expect(new URLSearchParams(link.hash.slice(1)).get('token')).toBeTruthy();

    // Following it: the token leaves the address bar at once; a new password, and she is signed in.
    await page.goto(link.href);
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel(text.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(text.confirmNew).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByTestId('toast')).toContainText(text.changed);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(`${text.signedInAs} ${username}`)).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: text.logout }).click();
    await expect(page).toHaveURL(/\/$/);

    // The link works once.
    await page.goto(link.href);
    await page.getByLabel(text.newPassword, { exact: true }).fill('yet another password');
    await page.getByLabel(text.confirmNew).fill('yet another password');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('heading', { name: text.linkDead })).toBeVisible();
    await expect(page.getByRole('link', { name: text.askAgain })).toHaveAttribute('href', '/forgot-password');

    // The old password is refused; the new one signs her in.
    await page.goto('/login');
    await login(page, text, username, OLD_PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(text.wrongPassword);
    await login(page, text, username, NEW_PASSWORD);
    await expect(page.getByTestId('toast')).toContainText(text.loggedIn);
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the header’s switch, signed in, saves her language: her next e-mail comes in it', async ({ page }) => {
  // Registration and a password reset's e-mail through the outbox, in one test.
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const username = uniqueName('switch_');
  const email = `${username}@example.org`;
  await register(page, TEXT.en, username, email);
  await login(page, TEXT.en, username, OLD_PASSWORD);
  await expect(page.getByTestId('toast')).toContainText(TEXT.en.loggedIn);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/language') && response.request().method() === 'PUT',
  );
  await page.getByTestId('language-es').click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Asked for in English, the link still comes in the language saved on her account.
  const asked = await page.request.post('/api/auth/password-reset', {
    data: { email },
    headers: { 'Accept-Language': 'en', Origin: new URL(page.url()).origin },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const mail = await waitForMail(email, {
    match: (message) => message.text.includes('/reset-password#token='),
  });
  expect(mail.language).toBe('es');
  expect(mail.subject).toBe(TEXT.es.subject);
});

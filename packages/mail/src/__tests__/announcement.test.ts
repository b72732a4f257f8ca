import { announcementMail, announcementParagraphs } from '../templates/announcement';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });
const data = {
  subject: 'Fall Bible study',
  body: 'We start on <b>Tuesday</b> & "all" are welcome.\n\nBring a friend.\nAnd a Bible.',
  listName: 'Ministry news',
  siteUrl: 'https://wop.org',
  unsubscribeToken: 'news.abc.sig',
  member: true,
};

describe('announcementMail', () => {
  it('renders the paragraphs as text, escaped in the HTML, with why and how to leave, in English', () => {
    const mail = announcementMail(inLanguage('en'), data);
    expect(mail.subject).toBe('Fall Bible study');
    expect(mail.text).toContain('We start on <b>Tuesday</b> & "all" are welcome.');
    expect(mail.html).toContain('We start on &lt;b&gt;Tuesday&lt;/b&gt; &amp; &quot;all&quot; are welcome.');
    expect(mail.html).not.toContain('<b>Tuesday</b>');
    expect(mail.html).toContain('Bring a friend.<br>And a Bible.');
    expect(mail.text).toContain('because you subscribed to our list “Ministry news”');
    expect(mail.text).toContain('Unsubscribe from this list: https://wop.org/unsubscribe/news.abc.sig');
    expect(mail.html).toContain('href="https://wop.org/unsubscribe/news.abc.sig"');
    expect(mail.text).toContain('Choose which lists you get: https://wop.org/account');
  });

  it('says the same in Spanish, and leaves the preferences link out for a visitor', () => {
    const mail = announcementMail(inLanguage('es'), {
      ...data,
      subject: 'Estudio bíblico',
      listName: 'Noticias del ministerio',
      member: false,
    });
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('porque se suscribió a nuestra lista «Noticias del ministerio»');
    expect(mail.text).toContain('Darse de baja de esta lista: https://wop.org/unsubscribe/news.abc.sig');
    expect(mail.text).not.toContain('/account');
    expect(mail.text).not.toMatch(/Unsubscribe from|subscribed to our list/);
  });

  it('splits the body at blank lines only', () => {
    expect(announcementParagraphs(' one\n two \n\n\n three \r\n\r\nfour ')).toEqual([
      'one\n two',
      'three',
      'four',
    ]);
  });
});

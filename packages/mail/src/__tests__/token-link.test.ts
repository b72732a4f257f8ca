import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { button, note, paragraph } from '../layout';
import { signInUnlockMail } from '../templates/sign-in-unlock';
import { tokenLink, tokenLinkBlocks } from '../token-link';

const text = {
  body: 'You asked for it.',
  button: 'Open it',
  expires: (minutes: number) => `The link works for ${minutes} minutes.`,
  notYou: 'Not you? Ignore this.',
};

describe('tokenLinkBlocks', () => {
  it('says what it is for, links with the token in the fragment, says how long, then "not you"', () => {
    expect(tokenLinkBlocks(text, { siteUrl: 'https://wop.org/', path: '/login', token: 'a+b' }, 30)).toEqual([
      paragraph('You asked for it.'),
      button('Open it', 'https://wop.org/login#token=a%2Bb'),
      paragraph('The link works for 30 minutes.'),
      note('Not you? Ignore this.'),
    ]);
    expect(tokenLink('https://wop.org/', '/login', 'a+b')).toBe('https://wop.org/login#token=a%2Bb');
  });

  it('makes the sign-in unlock message: its link, how long it works, in each language', () => {
    const data = { name: 'Ruth', siteUrl: 'https://wop.org', token: 'abc' };
    const en = signInUnlockMail({ language: 'en', ministry: MINISTRY_CONTENT }, data);
    expect(en.text).toContain('https://wop.org/login#token=abc');
    expect(en.html).toContain('href="https://wop.org/login#token=abc"');
    const es = signInUnlockMail({ language: 'es', ministry: MINISTRY_CONTENT }, data);
    expect(es.language).toBe('es');
    expect(es.text).toContain('https://wop.org/login#token=abc');
    expect(es.text).not.toBe(en.text);
  });
});

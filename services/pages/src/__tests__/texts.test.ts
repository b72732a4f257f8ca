import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@ministry/contracts/language';
import { NOT_FOUND_PAGE, PAGE_KEYS, SITE_PAGES, SITE_TEXT_KEYS } from '@ministry/contracts/pages';
import { OUTPUT, pageTexts } from '../../scripts/page-texts.cjs';
import { PAGE_TEXTS, SITE_TEXTS } from '../site/texts';

// The heads' texts are generated from the locale files the manifest names (scripts/page-texts.cjs):
// these tests read those files now, so a text the manifest names and a locale lacks, or a remote's
// text changed without regenerating, fails here.
const REGENERATE = 'run `npm run texts -w services/pages`';

describe('head texts', () => {
  const { texts, missing } = pageTexts([...SITE_PAGES, NOT_FOUND_PAGE], SITE_TEXT_KEYS);

  it('every text key the manifest names is in the English and the Spanish locale files', () => {
    expect(missing).toEqual([]);
  });

  it(`src/site/page-texts.json is what the locale files say now (else ${REGENERATE})`, () => {
    const committed: unknown = JSON.parse(readFileSync(OUTPUT, 'utf8'));
    expect([REGENERATE, committed]).toEqual([REGENERATE, texts]);
  });

  it('the heads use them: a title and a description for every page in both languages', () => {
    for (const language of LANGUAGES) {
      for (const key of PAGE_KEYS) {
        expect([key, PAGE_TEXTS[key][language]]).toEqual([key, texts.pages[key]![language]]);
        expect(PAGE_TEXTS[key][language].title.trim()).not.toBe('');
        expect(PAGE_TEXTS[key][language].description.trim()).not.toBe('');
      }
      expect(SITE_TEXTS[language]).toEqual({
        ...texts.site[language],
        locale: language === 'es' ? 'es_US' : 'en_US',
      });
    }
  });

  it('has a Spanish title for every page, different from the English one', () => {
    for (const key of PAGE_KEYS)
      expect([key, PAGE_TEXTS[key].es.title]).not.toEqual([key, PAGE_TEXTS[key].en.title]);
  });

  it('names each page by the texts of the remote that renders it', () => {
    for (const page of SITE_PAGES) {
      const remote = page.module.split('/')[0];
      expect([page.path, page.texts.title.split(':')[0]]).toEqual([page.path, remote]);
    }
  });
});

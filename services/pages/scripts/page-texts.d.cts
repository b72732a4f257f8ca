import type { Language } from '@ministry/contracts/language';

export interface Texts {
  title: string;
  description: string;
}

/** What src/site/page-texts.json holds. */
export interface PageTextsFile {
  '//': string;
  site: Record<Language, Texts & { imageAlt: string }>;
  pages: Record<string, Record<Language, Texts>>;
}

/** src/site/page-texts.json */
export declare const OUTPUT: string;

/** The texts of the pages and of the site, and every text key no locale file has. */
export declare function pageTexts(
  pages: readonly { key: string; texts: { title: string; description: string } }[],
  siteKeys: { title: string; description: string; imageAlt: string },
): { texts: PageTextsFile; missing: string[] };

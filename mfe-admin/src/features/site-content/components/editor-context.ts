import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteContentKey } from '@ministry/contracts/site-content';
import type en from '../../../locales/en/site-content.json';
import { NAMESPACE } from '../../../i18n';
import type { ContentErrors } from '../content-values';

/** What every field of one document's form reads: the document, its errors and marks, and how to change it. */
export interface ContentEditor {
  documentKey: SiteContentKey;
  content: unknown;
  errors: ContentErrors;
  /** Paths (`hero.heading.es`) filled in one language and empty in the other. */
  missing: ReadonlySet<string>;
  /** A revision shown as it was: nothing can be changed. */
  readOnly: boolean;
  change: (path: string, value: unknown) => void;
}

export const ContentEditorContext = createContext<ContentEditor | null>(null);

export function useContentEditor(): ContentEditor {
  const editor = useContext(ContentEditorContext);
  if (!editor) throw new Error('A content field is drawn inside a ContentEditorContext.');
  return editor;
}

type FieldName = keyof typeof en.siteContent.fields;
type OptionName = keyof typeof en.siteContent.options;

/**
 * Labels of fields (one table of names for every document: `siteContent.fields.<name>`) and of
 * choices' options (an icon, the days, a social network), in the admin's language.
 */
export function useContentLabels() {
  const { t } = useTranslation(NAMESPACE);
  return {
    field: (name: string): string => t(`siteContent.fields.${name as FieldName}`),
    option: (option: string): string => t(`siteContent.options.${option as OptionName}`),
  };
}

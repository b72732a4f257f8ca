import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** The tabs whose texts follow one pattern: `<tab>.title` and `<tab>.intro`. */
export type TabName = 'events' | 'resources' | 'messages' | 'users' | 'siteContent' | 'products' | 'care';

/**
 * A tab's section: its heading (with how many records there are, once known) and the tab's actions on
 * one row, its introduction under them, then the content.
 */
export function TabSection({
  tab,
  count,
  actions,
  children,
}: {
  tab: TabName;
  count?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby={`adm-${tab}-title`}>
      <SectionHeading id={`adm-${tab}-title`} title={t(`${tab}.title`)} count={count} actions={actions} />
      <p className="text-secondary">{t(`${tab}.intro`)}</p>
      {children}
    </section>
  );
}

/** A heading (h2 for a tab, h3 for a part of one), its record count in grey, and actions on its right. */
export function SectionHeading({
  id,
  title,
  count,
  actions,
  level = 2,
}: {
  id: string;
  title: string;
  count?: ReactNode;
  actions?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      className={`d-flex flex-wrap align-items-center justify-content-between gap-2 ${level === 2 ? 'mb-1' : 'mb-2'}`}
    >
      <Heading className={level === 2 ? 'h3 mb-0' : 'h4 mb-0'} id={id}>
        {title}
        {count !== undefined && count !== null && (
          <span className="text-secondary fw-normal fs-5"> ({count})</span>
        )}
      </Heading>
      {actions}
    </div>
  );
}

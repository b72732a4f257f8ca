import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/sections';
import { NAMESPACE } from '../../../i18n';

/**
 * A section of the home page that the menu's links reach (`/#<id>`): its heading and lead are
 * `home.<texts>.heading` and `home.<texts>.intro`.
 */
export function HomeSection({
  id,
  texts,
  tinted,
  narrow,
  children,
}: {
  id: string;
  texts: 'contact' | 'plans' | 'services' | 'team' | 'testimonials';
  tinted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Section
      id={id}
      anchor={id}
      title={t(`home.${texts}.heading`)}
      intro={t(`home.${texts}.intro`)}
      tinted={tinted}
      narrow={narrow}
    >
      {children}
    </Section>
  );
}

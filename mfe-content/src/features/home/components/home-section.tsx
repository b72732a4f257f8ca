import type { ReactNode } from 'react';
import type { SectionIntro } from '@ministry/contracts/site-content';
import { Section } from '../../../components/sections';
import { usePickText } from '../../../components/site-content';

/**
 * A section of the home page that the menu's links reach (`/#<id>`): its heading and lead are the
 * `home` document's (`sections.<name>`).
 */
export function HomeSection({
  id,
  texts,
  tinted,
  narrow,
  children,
}: {
  id: string;
  texts: SectionIntro;
  tinted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  const pick = usePickText();
  return (
    <Section
      id={id}
      anchor={id}
      title={pick(texts.heading)}
      intro={pick(texts.intro)}
      tinted={tinted}
      narrow={narrow}
    >
      {children}
    </Section>
  );
}

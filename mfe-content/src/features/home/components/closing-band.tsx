import { useTranslation } from 'react-i18next';
import type { HomeContent } from '@ministry/contracts/site-content';
import { ButtonLinks } from '../../../components/sections';
import { usePickText } from '../../../components/site-content';

/** The closing band: its heading and text, its two buttons (Choose a Plan, Contact Us) and Give. */
export function ClosingBand({ closing }: { closing: HomeContent['closing'] }) {
  const pick = usePickText();
  // The menu's own word ("Give" / "Donar"): no new text on the first page's budget.
  const { t: tc } = useTranslation();
  return (
    <section className="ct-band" aria-labelledby="closing-title">
      <div className="container py-5 text-center">
        <h2 id="closing-title" className="ct-section-title text-white">
          {pick(closing.heading)}
        </h2>
        <p className="lead mx-auto ct-measure">{pick(closing.text)}</p>
        <ButtonLinks
          centered
          links={[
            {
              to: closing.primary.href,
              label: pick(closing.primary.label),
              style: 'btn-light ct-btn-on-dark',
            },
            { to: closing.secondary.href, label: pick(closing.secondary.label), style: 'btn-outline-light' },
            { to: '/give', label: tc('nav.give'), style: 'btn-outline-light' },
          ]}
        />
      </div>
    </section>
  );
}

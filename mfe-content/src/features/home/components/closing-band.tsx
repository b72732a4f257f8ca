import { useTranslation } from 'react-i18next';
import { ButtonLinks } from '../../../components/sections';
import { NAMESPACE } from '../../../i18n';

/** The closing band: Choose a Plan, Contact Us and Give. */
export function ClosingBand() {
  const { t } = useTranslation(NAMESPACE);
  // The menu's own word ("Give" / "Donar"): no new text on the first page's budget.
  const { t: tc } = useTranslation();
  return (
    <section className="ct-band" aria-labelledby="closing-title">
      <div className="container py-5 text-center">
        <h2 id="closing-title" className="ct-section-title text-white">
          {t('home.closing.heading')}
        </h2>
        <p className="lead mx-auto ct-measure">{t('home.closing.text')}</p>
        <ButtonLinks
          centered
          links={[
            { to: '/subscribe', label: t('home.closing.choosePlan'), style: 'btn-light ct-btn-on-dark' },
            { to: '/contact', label: t('home.closing.contact'), style: 'btn-outline-light' },
            { to: '/give', label: tc('nav.give'), style: 'btn-outline-light' },
          ]}
        />
      </div>
    </section>
  );
}

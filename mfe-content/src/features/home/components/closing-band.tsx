import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
        <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
          <Link to="/subscribe" className="btn btn-light btn-lg ct-btn-on-dark">
            {t('home.closing.choosePlan')}
          </Link>
          <Link to="/contact" className="btn btn-outline-light btn-lg">
            {t('home.closing.contact')}
          </Link>
          <Link to="/give" className="btn btn-outline-light btn-lg">
            {tc('nav.give')}
          </Link>
        </div>
      </div>
    </section>
  );
}

import { localize } from '@ministry/contracts/language';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionTypeView } from '@ministry/contracts/care';
import { formatCents } from '@ministry/contracts/money';
import { findPlan } from '@ministry/contracts/plans';
import { useLanguage } from '@ministry/platform/i18n';
import { SectionCard } from '@ministry/platform/section-card';
import { NAMESPACE } from '../../../i18n';
import { sessionCatalogue, sessionTypeName } from '../catalogue';
import { herPriceCents, useMyRates } from '../api/use-care';
import { BookLink } from './book-link';
import { PackageBuy } from './package-buy';

function useTypeTexts() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return {
    t,
    language,
    name: (type: SessionTypeView) => sessionTypeName(type, language),
    duration: (type: SessionTypeView) =>
      t('counselingPage.sessions.minutes', { count: type.durationMinutes }),
    price: (type: SessionTypeView) =>
      type.priceCents > 0 ? formatCents(type.priceCents, language) : t('counselingPage.sessions.free'),
  };
}

/**
 * A session she books (or a package she buys): its name, length and price; for a member whose
 * reduced rate staff set, her own price too when it is less (a package: never more than its sessions
 * at her rate, as the shop charges it).
 */
function PaidTypeCard({ type }: { type: SessionTypeView }) {
  const { t, language, name, duration, price } = useTypeTexts();
  const herPrice = herPriceCents(type, useMyRates());
  return (
    <article className="card ct-card h-100" data-testid={`care-type-${type.id}`}>
      <div className="card-body p-4 d-flex flex-column">
        {type.visitorBookable && (
          <span className="ct-care-badge align-self-start mb-2">
            {t('counselingPage.sessions.firstStep')}
          </span>
        )}
        <h3 className="h5 ct-card-title">{name(type)}</h3>
        <dl className="ct-care-facts">
          <div>
            <dt>{t('counselingPage.sessions.duration')}</dt>
            <dd>{duration(type)}</dd>
          </div>
          <div>
            <dt>{t('counselingPage.sessions.price')}</dt>
            <dd className="ct-care-price">{price(type)}</dd>
          </div>
          {herPrice < type.priceCents && (
            <div data-testid="care-your-price">
              <dt>{t('counselingPage.sessions.yourPrice')}</dt>
              <dd className="ct-care-price">{formatCents(herPrice, language)}</dd>
            </div>
          )}
        </dl>
        {type.packageCredits !== null && type.packageValidMonths !== null && (
          <p className="text-secondary">
            {t('counselingPage.sessions.package', {
              count: type.packageCredits,
              months: type.packageValidMonths,
            })}
          </p>
        )}
        <div className="mt-auto">
          {type.bookableBy === 'anyone' ? (
            <BookLink
              label={t('counselingPage.sessions.book')}
              about={name(type)}
              className="btn btn-primary"
              visitorTypeId={type.visitorBookable ? type.id : undefined}
            />
          ) : type.bookableBy === 'purchase' && type.packageCredits !== null ? (
            <PackageBuy typeId={type.id} about={name(type)} />
          ) : (
            <Link to="/contact" className="btn btn-outline-primary">
              {t('counselingPage.sessions.askAbout')}
              <span className="visually-hidden">: {name(type)}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** A session type in a list: named, with its length and what else is said of it (`children`). */
function TypeItem({ type, children }: { type: SessionTypeView; children: ReactNode }) {
  const { name, duration } = useTypeTexts();
  return (
    <li data-testid={`care-type-${type.id}`}>
      <strong>{name(type)}</strong>
      <span className="d-block text-secondary small">
        {duration(type)} · {children}
      </span>
    </li>
  );
}

/** A titled card of the page, in its card look. */
const CareCard = (props: Omit<ComponentProps<typeof SectionCard>, 'className' | 'titleClassName'>) => (
  <SectionCard className="ct-card h-100" titleClassName="ct-card-title" {...props} />
);

/** A plan's monthly sessions: included in its plan, with the way to the plans. */
function PlanTypes({ types }: { types: SessionTypeView[] }) {
  const { t, language } = useTypeTexts();
  return (
    <CareCard
      headingId="care-plans-title"
      title={t('counselingPage.plans.heading')}
      intro={t('counselingPage.plans.intro')}
      bodyClassName="p-4 d-flex flex-column"
    >
      <ul className="ct-care-list list-unstyled">
        {types.map((type) => {
          const plan = type.planId ? findPlan(type.planId) : undefined;
          return (
            <TypeItem key={type.id} type={type}>
              {t('counselingPage.plans.allowance', { count: type.monthlyAllowance ?? 1 })}
              {plan &&
                ` · ${t('counselingPage.plans.includedIn', {
                  plan: localize(plan.name, plan.nameEs, language),
                })}`}
            </TypeItem>
          );
        })}
      </ul>
      <Link to="/subscribe" className="btn btn-outline-primary align-self-start mt-auto">
        {t('counselingPage.plans.link')}
      </Link>
    </CareCard>
  );
}

/** Mentoring: what it is, and the meetings our team arranges. */
function Mentoring({ types }: { types: SessionTypeView[] }) {
  const { t } = useTypeTexts();
  return (
    <CareCard
      headingId="care-mentoring-title"
      title={t('counselingPage.mentoring.heading')}
      intro={t('counselingPage.mentoring.text')}
      bodyClassName="p-4"
    >
      {types.length > 0 && (
        <ul className="ct-care-list list-unstyled mb-0">
          {types.map((type) => (
            <TypeItem key={type.id} type={type}>
              {t('counselingPage.mentoring.arranged')}
            </TypeItem>
          ))}
        </ul>
      )}
    </CareCard>
  );
}

/** The session types as the care service lists them: booked and paid, in the plans, mentoring. */
export function SessionTypes({ types }: { types: readonly SessionTypeView[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { paid, plan, arranged } = sessionCatalogue(types);
  return (
    <>
      {paid.length === 0 ? (
        <p className="text-center text-secondary">{t('counselingPage.sessions.empty')}</p>
      ) : (
        <div className="row g-4 justify-content-center">
          {paid.map((type) => (
            <div key={type.id} className="col-md-6 col-lg-4">
              <PaidTypeCard type={type} />
            </div>
          ))}
        </div>
      )}
      <div className="row g-4 mt-2">
        {plan.length > 0 && (
          <div className="col-lg-6">
            <PlanTypes types={plan} />
          </div>
        )}
        <div className={plan.length > 0 ? 'col-lg-6' : 'col-12'}>
          <Mentoring types={arranged} />
        </div>
      </div>
    </>
  );
}

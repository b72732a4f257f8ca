import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { resourceDownloadUrl, type Resource } from '@ministry/contracts/resource';
import { IMAGE_SIZES } from '@ministry/contracts/responsive-image';
import { useLanguage } from '@ministry/platform/i18n';
import { ResponsiveImage } from '@ministry/platform/responsive-image';
import guideLogo from '../../../assets/guia-estudio-biblico-logo.svg';
import { BookOpenIcon, DownloadIcon, LockIcon } from '../../../components/icons';
import { NAMESPACE } from '../../../i18n';
import { isSpanishWomensBibleStudyGuide } from '../resource-categories';
import { AddToCartButton } from './add-to-cart-button';
import { useCategoryLabel } from './resource-tabs';

/** Cover art is drawn 640 × 400. */
const COVER_WIDTH = 640;
const COVER_HEIGHT = 400;

function ResourceImage({
  resource,
  title,
  priority,
}: {
  resource: Resource;
  title: string;
  priority: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (isSpanishWomensBibleStudyGuide(resource)) {
    return (
      <img
        className="card-img-top ct-resource-image"
        src={guideLogo}
        alt={t('resources.guideLogoAlt')}

        data-testid="spanish-guide-logo"
      />
    );
  }
  if (resource.imageUrl) {
    return (
      <ResponsiveImage
        className="card-img-top ct-resource-image"
        src={resource.imageUrl}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        sizes={IMAGE_SIZES.resourceCard}
        priority={priority}
      />
    );
  }
  return (
    <div className="ct-resource-image ct-resource-image-fallback" aria-hidden="true" title={title}>
      <BookOpenIcon />
    </div>
  );
}

/**
 * A resource: image, category and type, title, description, price when premium, and how to get it:
 * a download (free, or premium for a subscriber), else Add to Cart or a subscription.
 */
export function ResourceCard({
  resource,
  subscribed,
  priority = false,
}: {
  resource: Resource;
  subscribed: boolean;
  /** The first card: its cover is the first screen's largest picture. */
  priority?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const categoryLabel = useCategoryLabel();
  const title = localize(resource.title, resource.titleEs, language);
  const premium = resource.type === 'premium';
  const download = `${resourceDownloadUrl(resource.id)}?lang=${language}`;

  let action;
  if (!resource.downloadable) {
    action = <span className="text-secondary small">{t('resources.fileComingSoon')}</span>;
  } else if (!premium || subscribed) {
    action = (
      <a
        href={download}
        download
        className="btn btn-primary"
        aria-label={t('resources.downloadTitle', { title })}
      >
        <DownloadIcon className="me-2" />
        {t('resources.download')}
      </a>
    );
  } else {
    // Bought once, or included with a subscription.
    action = (
      <div className="d-flex flex-wrap gap-2">
        <AddToCartButton resourceId={resource.id} title={title} />
        <Link
          to="/subscribe"
          className="btn btn-outline-primary"
          aria-label={t('resources.subscribeToAccessTitle', { title })}
        >
          <LockIcon className="me-2" />
          {t('resources.subscribeToAccess')}
        </Link>
      </div>
    );
  }

  return (
    <article className="card ct-card ct-resource h-100" data-testid={`resource-${resource.id}`}>
      <ResourceImage resource={resource} title={title} priority={priority} />
      <div className="card-body d-flex flex-column p-4">
        <div className="d-flex flex-wrap gap-2 mb-2">
          <span className="badge ct-badge-category">{categoryLabel(resource.category)}</span>
          <span className={`badge ${premium ? 'ct-badge-premium' : 'ct-badge-free'}`}>
            {premium ? t('resources.premium') : t('resources.free')}
          </span>
        </div>
        <h2 className="h5 ct-card-title">{title}</h2>
        <p className="text-secondary">{localize(resource.description, resource.descriptionEs, language)}</p>
        <div className="mt-auto">
          {premium && resource.priceCents !== null && (
            <p className="ct-resource-price mb-1">
              <span className="visually-hidden">{t('resources.price')}: </span>
              {formatCents(resource.priceCents, language)}
            </p>
          )}
          {premium && <p className="small text-secondary mb-3">{t('resources.memberNote')}</p>}
          {action}
        </div>
      </div>
    </article>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { NAMESPACE } from '../../../i18n';
import { useAddResourceToCart } from '../api/add-to-cart';

type Outcome = { ok: true } | { ok: false; message: string } | null;

/**
 * "Add to Cart" for a premium resource, for anyone: the same on the server and in the browser (a
 * click before the page is hydrated is made again once it is). Says below it that the resource
 * is in the cart, with the way there, or the shop's refusal in the page's language (a line of its
 * own, last in the flex row the button sits in).
 */
export function AddToCartButton({ resourceId, title }: { resourceId: string; title: string }) {
  const { t } = useTranslation(NAMESPACE);
  const add = useAddResourceToCart();
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onClick = async () => {
    setAdding(true);
    setOutcome(null);
    try {
      await add(resourceId);
      setOutcome({ ok: true });
    } catch (error) {
      console.error('Adding a resource to the cart failed:', error);
      setOutcome({ ok: false, message: errorMessage(error, t('resources.addFailed')) });
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={adding}
        onClick={() => void onClick()}
        aria-label={t('resources.addToCartTitle', { title })}
      >
        {t('resources.addToCart')}
      </button>
      {outcome?.ok && (
        <p role="status" className="small text-success mb-0 w-100 order-last">
          {t('resources.added')} <Link to="/cart">{t('resources.viewCart')}</Link>
        </p>
      )}
      {outcome && !outcome.ok && (
        <p role="alert" className="small text-danger mb-0 w-100 order-last">
          {outcome.message}
        </p>
      )}
    </>
  );
}

import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { useHydrated } from '@ministry/platform/platform-provider';
import { useSession } from '@ministry/platform/session';
import { NAMESPACE } from '../../../i18n';
import { useAddPackageToCart } from '../api/buy-package';
import { SIGN_IN_TO_BUY } from '../catalogue';

/**
 * A package's way to buy it: for a signed-in member, "Buy the package" puts it in her cart and takes
 * her there (the shop's refusal shown in the page's language); for a visitor, "Sign in to buy", back
 * to this page after. The session is hers alone: read after hydration only, so the server's page
 * (readable without JavaScript) is a visitor's. `about` completes each accessible name after its
 * visible label ("Buy the package: Package of 8 sessions").
 */
export function PackageBuy({ typeId, about }: { typeId: string; about: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { isAuthenticated } = useSession();
  const hydrated = useHydrated();
  const add = useAddPackageToCart();
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!(hydrated && isAuthenticated))
    return (
      <Link to={SIGN_IN_TO_BUY} className="btn btn-outline-primary">
        {t('counselingPage.sessions.signInToBuy')}
        <span className="visually-hidden">: {about}</span>
      </Link>
    );

  const onClick = async () => {
    setBuying(true);
    setFailure(null);
    try {
      await add(typeId);
      navigate('/cart');
    } catch (error) {
      console.error('Adding a package to the cart failed:', error);
      setFailure(errorMessage(error, t('counselingPage.sessions.buyFailed')));
      setBuying(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-primary" disabled={buying} onClick={() => void onClick()}>
        {t('counselingPage.sessions.buyPackage')}
        <span className="visually-hidden">: {about}</span>
      </button>
      {failure && (
        <p role="alert" className="small text-danger mt-2 mb-0">
          {failure}
        </p>
      )}
    </>
  );
}

import { Alert, Button } from 'react-bootstrap';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { useFragmentToken } from '@ministry/platform/fragment-token';
import { NAMESPACE } from '../../../i18n';
import { confirmSignInUnlock, requestSignInUnlock } from '../api/auth';

type Said = { ok: boolean; text: string } | null;

/** What the service said about a link asked for or followed. */
export function UnlockNotice({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <Alert variant={said.ok ? 'success' : 'warning'} role="status" className="mt-3">
      {said.text}
    </Alert>
  );
}

/**
 * Under a refused sign-in (too many failures): the owner may have a link e-mailed to her verified
 * address that lets this browser sign in (`/login#token=…`, read by `useUnlockLink`).
 */
export function UnlockOffer({ username }: { username: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const send = async () => {
    setSending(true);
    try {
      setSaid({ ok: true, text: await requestSignInUnlock(username) });
    } catch (error) {
      setSaid({ ok: false, text: errorMessage(error, t('login.unlockFailed')) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="mt-3" data-testid="unlock-offer">
      <p className="mb-2">{t('login.unlockOffer')}</p>
      <Button variant="outline-primary" disabled={sending || !username.trim()} onClick={() => void send()}>
        {sending ? t('login.unlockSending') : t('login.unlockButton')}
      </Button>
      <UnlockNotice said={said} />
    </div>
  );
}

/**
 * The link from that e-mail, opened here: its token is read from the fragment (removed from the
 * address bar at once) and POSTed, which makes this browser known. What the service said, and the
 * account's username to fill in.
 */
export function useUnlockLink(): { said: Said; username: string | null } {
  const { t } = useTranslation(NAMESPACE);
  const token = useFragmentToken();
  const [said, setSaid] = useState<Said>(null);
  const [username, setUsername] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmSignInUnlock(token)
      .then((answer) => {
        setUsername(answer.username);
        setSaid({ ok: true, text: answer.message });
      })
      .catch((error: unknown) => setSaid({ ok: false, text: errorMessage(error, t('login.unlockFailed')) }));
  }, [token, t]);
  return { said, username };
}

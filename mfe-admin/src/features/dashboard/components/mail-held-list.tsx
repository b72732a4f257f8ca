import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { heldSources, type OutboxReport } from '../api/use-outbox-status';

/**
 * Where the waiting e-mail comes from, per service: the kinds most waiting (`password-changed`), and
 * the addresses whose hourly cap holds messages back, named by digest (never the address), so staff
 * can tell a flood and its source from ordinary waiting.
 */
export function MailHeldList({ report }: { report: OutboxReport }) {
  const { t } = useTranslation(NAMESPACE);
  const sources = heldSources(report);
  if (!sources.length) return null;
  return (
    <div className="small w-100" data-testid="mail-held">
      <div className="text-secondary text-uppercase fw-semibold" id="mail-held-label">
        {t('dashboard.mail.held')}
      </div>
      <ul className="list-unstyled mb-0" aria-labelledby="mail-held-label">
        {sources.map(({ service, waiting }) => (
          <li key={service}>
            <span className="fw-semibold">{t(`dashboard.mail.services.${service}`)}</span>
            {': '}
            {waiting.byKind.slice(0, 3).map(({ kind, pending }, index) => (
              <span key={kind}>
                {index > 0 && ', '}
                <code>{kind}</code> ({pending})
              </span>
            ))}
            {waiting.byRecipient.length > 0 && (
              <ul className="mb-0" data-testid={`mail-held-recipients-${service}`}>
                {waiting.byRecipient.map(({ recipient, kinds, held }) => (
                  <li key={recipient}>
                    {t('dashboard.mail.heldRecipient', { count: held, recipient })} (
                    {kinds.map((kind, index) => (
                      <span key={kind}>
                        {index > 0 && ', '}
                        <code>{kind}</code>
                      </span>
                    ))}
                    )
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { AnnouncementPreview as Preview } from '@ministry/contracts/outreach';
import { LANGUAGES, type Language } from '@ministry/contracts/language';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';

/** "412 recipients: 300 English, 112 Spanish, of whom 40 get the English text because the Spanish one is empty." */
export function AudienceLine({ audience }: { audience: Preview['audience'] }) {
  const { t } = useTranslation(NAMESPACE);
  const line = t('announcements.preview.audience', {
    count: audience.total,
    english: audience.english,
    spanish: audience.spanish,
  });
  return (
    <p className="fw-semibold" data-testid="announcement-audience">
      {audience.fallback > 0
        ? t('announcements.preview.withFallback', {
            audience: line,
            fallback: t('announcements.preview.fallback', { count: audience.fallback }),
          })
        : t('announcements.preview.alone', { audience: line })}
    </p>
  );
}

/** One language's e-mail: its subject, then the formatted version in a sandboxed frame, or its text. */
function LanguagePreview({ language, mail }: { language: Language; mail: Preview['en'] }) {
  const { t } = useTranslation(NAMESPACE);
  const [asText, setAsText] = useState(false);
  const languageName = t(language === 'en' ? 'announcements.english' : 'announcements.spanish');
  return (
    <Card className="h-100">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h5 className="h6 mb-0">{t('announcements.preview.language', { language: languageName })}</h5>
        <Button size="sm" variant="outline-secondary" onClick={() => setAsText(!asText)}>
          {t(asText ? 'announcements.preview.showHtml' : 'announcements.preview.showText')}
        </Button>
      </Card.Header>
      <Card.Body>
        <p className="small mb-2" lang={language}>
          {t('announcements.preview.subject', { subject: mail.subject })}
        </p>
        {asText ? (
          <pre className="small border rounded p-2 mb-0 text-wrap" lang={language}>
            {mail.text}
          </pre>
        ) : (
          <iframe
            title={t('announcements.preview.frameTitle', { language: languageName, subject: mail.subject })}
            sandbox=""
            srcDoc={mail.html}
            className="w-100 border rounded bg-white"
            style={{ height: '24rem' }}
          />
        )}
      </Card.Body>
    </Card>
  );
}

/** Both languages as they go out, and who gets which. */
export function AnnouncementPreview({
  preview,
  error,
  onRetry,
}: {
  preview: Preview | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  let body;
  if (error) body = <ErrorState message={t('announcements.preview.loadError')} onRetry={onRetry} />;
  else if (!preview) body = <LoadingState label={t('announcements.preview.loading')} />;
  else
    body = (
      <>
        <AudienceLine audience={preview.audience} />
        <div className="row g-3">
          {LANGUAGES.map((language) => (
            <div className="col-lg-6" key={language}>
              <LanguagePreview language={language} mail={preview[language]} />
            </div>
          ))}
        </div>
      </>
    );
  return (
    <section aria-labelledby="adm-announcement-preview-title" className="mt-4">
      <h4 id="adm-announcement-preview-title" className="h5">
        {t('announcements.preview.title')}
      </h4>
      <p className="text-secondary small mb-2">{t('announcements.preview.intro')}</p>
      {body}
    </section>
  );
}

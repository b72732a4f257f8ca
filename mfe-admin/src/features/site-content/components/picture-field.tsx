import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { InlineSpinner } from '@ministry/platform/states';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ministry/contracts/language';
import { pickText, type ContentPicture } from '@ministry/contracts/site-content';
import { errorMessage } from '@ministry/platform/api';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { uploadPicture } from '../api/site-content';
import { valueAt } from '../content-values';
import { FieldGroup, FieldMessage } from './field-parts';
import { useContentEditor } from './editor-context';

/** The types the image store takes (it checks the content again). */
const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * A picture: its thumbnail, a file to upload in its place (sent at once; the form keeps the address
 * it answers), its description in both languages (required), and Remove.
 */
export function PictureField({ label, path }: { label: string; path: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { content, errors, change, readOnly } = useContentEditor();
  const picture = (valueAt(content, path) ?? null) as ContentPicture | null;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const { url } = await uploadPicture(file);
      change(path, { url, alt: picture?.alt ?? { en: '', es: '' } });
    } catch (caught) {
      console.error('Uploading the picture failed:', caught);
      setUploadError(errorMessage(caught, t('siteContent.picture.uploadFailed')));
    } finally {
      setUploading(false);
    }
  };

  const setAlt = (side: (typeof LANGUAGES)[number], text: string) => {
    if (picture) change(path, { ...picture, alt: { ...picture.alt, [side]: text } });
  };

  return (
    <FieldGroup legend={label}>
      <FieldMessage error={errors[path]} />
      <div className="d-flex flex-wrap gap-3 align-items-start">
        {picture ? (
          <img
            src={picture.url}
            alt={pickText(picture.alt, language) || t('siteContent.picture.current')}
            className="rounded border"
            style={{ width: 96, height: 96, objectFit: 'cover' }}
            data-testid="content-picture"
          />
        ) : (
          <p className="text-secondary small mb-0">{t('siteContent.picture.none')}</p>
        )}
        {!readOnly && (
          <div className="flex-grow-1">
            <FormField
              label={t('siteContent.picture.choose')}
              hint={t('siteContent.picture.chooseHint')}
              error={uploadError ?? errors[`${path}.url`]}
            >
              {(control) => (
                <input
                  {...plainControl(control, 'form-control')}
                  type="file"
                  accept={PICTURE_ACCEPT}
                  disabled={uploading}
                  aria-busy={uploading || undefined}
                  onChange={(event) => {
                    void upload(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              )}
            </FormField>
            {uploading && (
              <p className="small text-secondary" role="status">
                <InlineSpinner className="me-2" />
                {t('siteContent.picture.uploading')}
              </p>
            )}
          </div>
        )}
      </div>
      {picture && (
        <div className="row g-3 mt-1">
          {LANGUAGES.map((side) => (
            <div className="col-lg-6" key={side}>
              <FormField
                label={t('siteContent.inLanguage', {
                  field: t('siteContent.picture.alt'),
                  language: t(`siteContent.languages.${side}`),
                })}
                error={errors[`${path}.alt.${side}`] ?? (side === 'en' ? errors[`${path}.alt`] : undefined)}
                required={!readOnly}
              >
                {(control) => (
                  <input
                    {...plainControl(control, 'form-control')}
                    type="text"
                    lang={side}
                    name={`${path}.alt.${side}`}
                    maxLength={200}
                    readOnly={readOnly}
                    value={picture.alt[side]}
                    onChange={(event) => setAlt(side, event.target.value)}
                  />
                )}
              </FormField>
            </div>
          ))}
        </div>
      )}
      {picture && !readOnly && (
        <Button variant="outline-danger" size="sm" onClick={() => change(path, null)}>
          {t('siteContent.picture.remove')}
        </Button>
      )}
    </FieldGroup>
  );
}

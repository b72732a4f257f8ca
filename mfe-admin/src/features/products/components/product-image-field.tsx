import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';
import { IMAGE_ACCEPT, MAX_IMAGE_MEGABYTES, type ImageProblem } from '../image-file';

/** A preview of a chosen file (nothing where the browser cannot make one). */
function useFilePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The product's image: the current one, and a file to upload when the form is saved. A file of the
 * wrong type or too large is refused here with the reason; the rest of the form keeps what it holds.
 */
export function ProductImageField({
  currentUrl,
  name,
  file,
  problem,
  onChoose,
}: {
  currentUrl: string | null;
  name: string;
  file: File | null;
  problem: ImageProblem | null;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const preview = useFilePreview(file);
  const size = MAX_IMAGE_MEGABYTES;
  return (
    <div className="d-flex flex-wrap gap-3 align-items-start">
      {currentUrl && !preview && (
        <figure className="mb-0 text-center">
          <img
            src={currentUrl}
            alt={name}
            className="adm-product-image rounded border"
            data-testid="current-image"
          />
          <figcaption className="small text-secondary">{t('products.fields.currentImage')}</figcaption>
        </figure>
      )}
      {preview && (
        <figure className="mb-0 text-center">
          <img src={preview} alt={name} className="adm-product-image rounded border" />
          <figcaption className="small text-secondary">{t('products.fields.newImage')}</figcaption>
        </figure>
      )}
      <div className="flex-grow-1">
        <FormField
          label={t('products.fields.image')}
          hint={t('products.fields.imageHint', { size })}
          error={problem ? t(`products.imageErrors.${problem}`, { size }) : undefined}
        >
          {(control) => (
            <input
              {...plainControl(control, 'form-control')}
              type="file"
              name="image"
              accept={IMAGE_ACCEPT}
              onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}

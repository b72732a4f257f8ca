import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTHSTONES, findBirthstone, SIZES, type Birthstone, type Size } from '@ministry/contracts/product';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';

/** A choice of one option: its current value, and what to do with another. */
interface SelectorProps<V extends string> {
  value: string;
  onChange: (value: V) => void;
}

/** S to 2XL as a row of toggle buttons; a size with no stock cannot be chosen. */
export function SizeSelector({
  value,
  onChange,
  stock,
}: SelectorProps<Size> & { stock: Partial<Record<Size, number>> }) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  return (
    <fieldset className="mb-4">
      <legend className="form-label fw-semibold fs-6 mb-2">{t('product.size')}</legend>
      <div className="d-flex flex-wrap gap-2">
        {SIZES.map((size) => {
          const soldOut = (stock[size] ?? 0) <= 0;
          const id = `${name}-${size}`;
          return (
            <Fragment key={size}>
              <input
                type="radio"
                className="btn-check"
                name={name}
                id={id}
                value={size}
                checked={value === size}
                disabled={soldOut}
                onChange={() => onChange(size)}
                aria-label={soldOut ? t('product.sizeOptionSoldOut', { size }) : size}
              />
              <label
                className={`btn btn-outline-primary px-3${soldOut ? ' text-decoration-line-through' : ''}`}
                htmlFor={id}
                style={{ minWidth: '3.25rem' }}
              >
                {size}
              </label>
            </Fragment>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A round sample of a stone's colour (two colours or more blend, as an opal does). */
export function StoneSwatch({ stone, size = 20 }: { stone: Birthstone; size?: number }) {
  const background =
    stone.swatch.length > 1 ? `linear-gradient(135deg, ${stone.swatch.join(', ')})` : stone.swatch[0];
  return (
    <span
      aria-hidden="true"
      className="d-inline-block rounded-circle border flex-shrink-0"
      style={{ width: size, height: size, background }}
    />
  );
}

/** January to December, each with its stone; the chosen stone's colour shows beside it. */
export function BirthstoneSelector({ value, onChange }: SelectorProps<string>) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const stone = findBirthstone(value);
  return (
    <div className="mb-4">
      <label className="form-label fw-semibold" htmlFor={id}>
        {t('product.birthstone')}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-detail`}
        style={{ maxWidth: '22rem' }}
      >
        {BIRTHSTONES.map((option) => (
          <option key={option.month} value={option.month}>
            {t('product.birthstoneOption', {
              month: language === 'es' ? option.monthEs : option.month,
              stone: language === 'es' ? option.stoneEs : option.stone,
            })}
          </option>
        ))}
      </select>
      {stone && (
        <div id={`${id}-detail`} className="d-flex align-items-center gap-2 mt-2 text-secondary small">
          <StoneSwatch stone={stone} />
          <span>
            {t('product.stoneDetail', {
              stone: language === 'es' ? stone.stoneEs : stone.stone,
              colour: language === 'es' ? stone.colourEs : stone.colour,
            })}
          </span>
        </div>
      )}
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ministry/contracts/language';
import type { Bilingual } from '@ministry/contracts/site-content';
import type { FieldFormat, FieldSpec } from '@ministry/contracts/site-content-fields';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';
import { valueAt, type Fields } from '../content-values';
import { useContentEditor, useContentLabels } from './editor-context';
import { FieldGroup, FieldMessage } from './field-parts';
import { ListField } from './list-field';
import { PictureField } from './picture-field';

/** A text in both languages, side by side; the empty side of a text filled in one language is marked. */
function BilingualField({
  name,
  spec,
  path,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: 'text' }>;
  path: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const labels = useContentLabels();
  const { content, errors, missing, change, readOnly } = useContentEditor();
  const markId = useId();
  const value = (valueAt(content, path) ?? {}) as Partial<Bilingual>;
  return (
    <div className="row g-3" data-field={path}>
      {LANGUAGES.map((language) => {
        const side = `${path}.${language}`;
        const isMissing = missing.has(side);
        const control = {
          lang: language,
          name: side,
          value: value[language] ?? '',
          maxLength: spec.max,
          readOnly,
          onChange: (event: { target: { value: string } }) =>
            change(path, { en: value.en ?? '', es: value.es ?? '', [language]: event.target.value }),
        };
        return (
          <div className="col-lg-6" key={language}>
            <FormField
              label={t('siteContent.inLanguage', {
                field: labels.field(name),
                language: t(`siteContent.languages.${language}`),
              })}
              error={errors[side] ?? (language === 'en' ? errors[path] : undefined)}
              hint={spec.rich && !readOnly ? t('siteContent.richHint') : undefined}
              describedBy={isMissing ? `${markId}-${language}` : undefined}
            >
              {(field) => {
                const props = {
                  ...plainControl(field, 'form-control'),
                  ...control,
                  'aria-invalid': field['aria-invalid'] ?? (isMissing || undefined),
                };
                return (
                  <>
                    {spec.rich ? <textarea {...props} rows={6} /> : <input {...props} type="text" />}
                    {isMissing && (
                      <div id={`${markId}-${language}`} className="small text-warning-emphasis mt-1">
                        <span aria-hidden="true">⚠ </span>
                        {t('siteContent.missingTranslation')}
                      </div>
                    )}
                  </>
                );
              }}
            </FormField>
          </div>
        );
      })}
    </div>
  );
}

const INPUT_TYPES: Partial<Record<FieldFormat, string>> = {
  email: 'email',
  phone: 'tel',
  date: 'date',
  time: 'time',
};

/** One value for both languages: a text (a name, an address, a phone, a date) or a choice (an icon, the days). */
function SingleField({
  name,
  spec,
  path,
}: {
  name: string;
  spec: Extract<FieldSpec, { kind: 'plain' | 'choice' }>;
  path: string;
}) {
  const labels = useContentLabels();
  const { content, errors, change, readOnly } = useContentEditor();
  const value = String(valueAt(content, path) ?? '');
  const onChange = (event: { target: { value: string } }) => change(path, event.target.value);
  return (
    <FormField
      label={labels.field(name)}
      error={errors[path]}
      required={spec.kind === 'plain' && !spec.optional && !readOnly}
    >
      {(control) => {
        const props = { name: path, value, onChange };
        if (spec.kind === 'plain')
          return (
            <input
              type={INPUT_TYPES[spec.format] ?? 'text'}
              maxLength={spec.max}
              readOnly={readOnly}
              {...props}
              {...plainControl(control, 'form-control')}
            />
          );
        return (
          <select disabled={readOnly} {...props} {...plainControl(control, 'form-select')}>
            {spec.options.map((option) => (
              <option key={option} value={option}>
                {labels.option(option)}
              </option>
            ))}
          </select>
        );
      }}
    </FormField>
  );
}

/** One field of a document, drawn by its kind. */
function ContentField({ name, spec, path }: { name: string; spec: FieldSpec; path: string }) {
  const labels = useContentLabels();
  const { errors } = useContentEditor();
  switch (spec.kind) {
    case 'text':
      return <BilingualField name={name} spec={spec} path={path} />;
    case 'plain':
    case 'choice':
      return <SingleField name={name} spec={spec} path={path} />;
    case 'picture':
      return <PictureField label={labels.field(name)} path={path} />;
    case 'group':
      return (
        <FieldGroup legend={labels.field(name)}>
          <FieldMessage error={errors[path]} />
          <ContentFields fields={spec.fields} path={path} />
        </FieldGroup>
      );
    case 'list':
      return (
        <ListField
          label={labels.field(name)}
          spec={spec}
          path={path}
          renderItem={(at) => <ContentFields fields={spec.item} path={at} />}
        />
      );
  }
}

/** The fields of a document, or of a group or list item in it (at `path`), in their order. */
export function ContentFields({ fields, path = '' }: { fields: Fields; path?: string }) {
  return (
    <>
      {Object.entries(fields).map(([name, spec]) => (
        <ContentField key={name} name={name} spec={spec} path={path ? `${path}.${name}` : name} />
      ))}
    </>
  );
}

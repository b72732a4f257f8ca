import {
  Children,
  isValidElement,
  useId,
  type ChangeEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useMessage } from '@ministry/platform/messages';
import type { FieldPath } from '@ministry/platform/use-form';

export interface FieldControl {
  id: string;
  isInvalid: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
}

export interface FieldProps {
  label: string;
  /** A message key (or sentence) from the form's schema. */
  error?: string;
  hint?: string;
  /** Marked in the label (a red star, hidden from screen readers) and on the control (`required`). */
  required?: boolean;
  /** Ids of texts shown elsewhere that describe the control too (a help shared by two fields). */
  describedBy?: string;
  /** The control's id when a page needs a stable one (a link or a focus call names it); else a generated one. */
  id?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * The control's props for a plain input, select or textarea (react-bootstrap's Form.Control takes the
 * control as it is): Bootstrap's class, marked invalid when the field has an error.
 */
export function plainControl(
  { isInvalid, ...control }: FieldControl,
  bootstrapClass: 'form-control' | 'form-select',
  className?: string,
) {
  return {
    ...control,
    className: [bootstrapClass, isInvalid && 'is-invalid', className].filter(Boolean).join(' '),
  };
}

/** A labelled control with its error tied to it (aria-describedby) and announced, in the active language. */
export function FormField({ label, error, hint, required, describedBy, id: givenId, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const message = useMessage(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describers = [error ? errorId : null, hint ? hintId : null, describedBy];
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        isInvalid: Boolean(error),
        'aria-describedby': describers.filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {hint && (
        <small id={hintId} className="form-text text-muted">
          {hint}
        </small>
      )}
      {error && (
        <div id={errorId} role="alert" className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </div>
  );
}

/** What a text field needs of a form (the `useForm` result, fields in groups included). */
export interface TextFieldForm<T> {
  values: T;
  errors: Partial<Record<FieldPath<T>, string>>;
  onChange: (
    name: FieldPath<T>,
  ) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** What a browser may fill in by a field's type when the caller names nothing else. */
const AUTOCOMPLETE_BY_TYPE: Record<string, string> = { email: 'email', password: 'current-password' };

/** A field's value by its path ('email', 'dedication.name'). */
function valueAt(values: object, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], values);
}

/** A field's value as text, by its path. */
const textAt = (values: object, path: string) => String(valueAt(values, path) ?? '');

/** What a labelled field says around its control: its label, hint, required mark and shared help. */
type FieldTexts = Pick<FieldProps, 'label' | 'hint' | 'required' | 'describedBy' | 'id'>;

/**
 * A labelled text input (or textarea, with `rows`) bound to one field of a `useForm` form. An e-mail
 * field is filled with her address and a password field with her current password, unless
 * `autoComplete` says otherwise.
 */
export function TextField<T extends object>({
  form,
  name,
  type = 'text',
  autoComplete = AUTOCOMPLETE_BY_TYPE[type],
  rows,
  ...field
}: FieldTexts &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'maxLength' | 'inputMode' | 'min' | 'step'> & {
    form: TextFieldForm<T>;
    name: FieldPath<T>;
    type?: string;
    autoComplete?: string;
    rows?: number;
  }) {
  const { label, hint, required, describedBy, id, ...input } = field;
  const bound = { name, value: textAt(form.values, name), onChange: form.onChange(name), ...input };
  return (
    <FormField
      label={label}
      error={form.errors[name]}
      hint={hint}
      required={required}
      describedBy={describedBy}
      id={id}
    >
      {(control) =>
        rows ? (
          <textarea {...plainControl(control, 'form-control')} rows={rows} {...bound} />
        ) : (
          <input
            {...plainControl(control, 'form-control')}
            type={type}
            autoComplete={autoComplete}
            {...bound}
          />
        )
      }
    </FormField>
  );
}

/** A labelled select bound to one field of a `useForm` form: its options' values and what they show. */
export function SelectField<T extends object>({
  form,
  name,
  options,
  ...texts
}: FieldTexts & {
  form: TextFieldForm<T>;
  name: FieldPath<T>;
  /** `lang`: an option named in its own language. */
  options: readonly { value: string; label: string; lang?: string }[];
}) {
  return (
    <FormField {...texts} error={form.errors[name]}>
      {(control) => (
        <select
          {...plainControl(control, 'form-select')}
          name={name}
          value={textAt(form.values, name)}
          onChange={form.onChange(name)}
        >
          {options.map(({ value, label, lang }) => (
            <option key={value} value={value} lang={lang}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A box (or switch) bound to a yes-or-no field of a `useForm` form, with its help under it, read with it. */
export function CheckField<T extends object>({
  form,
  name,
  label,
  help,
  type = 'checkbox',
  id,
  className,
  helpClassName = 'd-block',
}: {
  form: TextFieldForm<T>;
  name: FieldPath<T>;
  label: string;
  help?: string;
  type?: 'checkbox' | 'switch';
  id?: string;
  className?: string;
  helpClassName?: string;
}) {
  const ownId = useId();
  const checkId = id ?? ownId;
  const helpId = help ? `${checkId}-help` : undefined;
  return (
    <>
      {/* Bootstrap's markup by hand: the first visit's pages use this module, react-bootstrap loads later. */}
      <div
        className={['form-check', type === 'switch' && 'form-switch', className].filter(Boolean).join(' ')}
      >
        <input
          type="checkbox"
          className="form-check-input"
          id={checkId}
          name={name}
          checked={Boolean(valueAt(form.values, name))}
          onChange={form.onChange(name)}
          aria-describedby={helpId}
        />
        <label className="form-check-label" htmlFor={checkId}>
          {label}
        </label>
      </div>
      {help && (
        <small id={helpId} className={['form-text', helpClassName].filter(Boolean).join(' ')}>
          {help}
        </small>
      )}
    </>
  );
}

/**
 * A row of fields on Bootstrap's grid: each child in its own column. `cols` is every column's class, or
 * one class per child in order (the last one serving any child beyond the list); without it the children
 * share the row evenly from the small breakpoint up (two: `col-sm-6` each). A child that is null or false
 * takes no column; several things in one column go in a fragment.
 */
export function FieldRow({
  cols,
  className,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  cols?: string | readonly string[];
  children: ReactNode;
}) {
  const items = Children.toArray(children);
  const even = `col-sm-${Math.floor(12 / Math.max(items.length, 1))}`;
  const colOf = (index: number) =>
    typeof cols === 'string' ? cols : cols?.length ? cols[Math.min(index, cols.length - 1)] : even;
  return (
    <div {...rest} className={['row', className].filter(Boolean).join(' ')}>
      {items.map((child, index) => (
        <div key={isValidElement(child) && child.key !== null ? child.key : index} className={colOf(index)}>
          {child}
        </div>
      ))}
    </div>
  );
}

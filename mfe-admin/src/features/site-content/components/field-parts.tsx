import type { ReactNode } from 'react';
import { useMessage } from '@ministry/platform/messages';

/** A message of the schema or the service shown where no control carries it (a list, an item). */
export function FieldMessage({ error }: { error: string | undefined }) {
  const message = useMessage(error);
  if (!error) return null;
  return (
    <div role="alert" className="invalid-feedback d-block mb-2">
      {message}
    </div>
  );
}

/** A group of fields under its name (a section of a page, a button, an address). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border rounded p-3 mb-3 bg-body">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-2">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A part of a document's editor (its preview, its history): a heading and a sentence over its content. */
export function EditorSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h4 id={id} className="h5">
        {title}
      </h4>
      <p className="text-secondary small mb-2">{intro}</p>
      {children}
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '@ministry/contracts/site-content-fields';
import { ConfirmDeleteDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { NamedButton } from '@ministry/platform/named-button';
import { itemTitle, moved, newItem, valueAt } from '../content-values';
import { FieldGroup, FieldMessage } from './field-parts';
import { useContentEditor } from './editor-context';

type ListSpec = Extract<FieldSpec, { kind: 'list' }>;

/** A React key per item: its id while it is the first with it, else its place (a new item has none). */
function itemKeys(items: readonly unknown[]): string[] {
  const ids = items.map((item) => String((item as { id?: unknown } | null)?.id ?? ''));
  return ids.map((id, index) => (id && ids.indexOf(id) === index ? `id:${id}` : `at:${index}`));
}

/**
 * A list (team members, services, questions): each item's fields under its title, with Move up,
 * Move down and Remove (asked first); Add puts a new empty item at the end.
 */
export function ListField({
  label,
  spec,
  path,
  renderItem,
}: {
  label: string;
  spec: ListSpec;
  path: string;
  /** An item's fields (the document's form draws them, at the item's path). */
  renderItem: (path: string) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { content, errors, change, readOnly } = useContentEditor();
  const items = (valueAt(content, path) ?? []) as readonly unknown[];
  const [removing, setRemoving] = useState<number | null>(null);
  const keys = itemKeys(items);
  const titleOf = (index: number) =>
    itemTitle(spec.item, items[index], language) || t('siteContent.itemNumber', { number: index + 1 });

  return (
    <FieldGroup legend={label}>
      <FieldMessage error={errors[path]} />
      {items.length === 0 && <p className="text-secondary small">{t('siteContent.noItems')}</p>}
      <ol className="list-unstyled mb-0">
        {items.map((_, index) => {
          const title = titleOf(index);
          const at = `${path}.${index}`;
          return (
            <li key={keys[index]} data-testid="content-item">
              <FieldGroup legend={t('siteContent.item', { title })}>
                <FieldMessage error={errors[at]} />
                {renderItem(at)}
                {!readOnly && (
                  <div className="d-flex flex-wrap gap-2">
                    {(['moveUp', 'moveDown'] as const).map((move) => {
                      const to = move === 'moveUp' ? index - 1 : index + 1;
                      return (
                        <NamedButton
                          key={move}
                          variant="outline-secondary"
                          label={t(`siteContent.${move}`)}
                          name={`(${title})`}
                          disabled={to < 0 || to >= items.length}
                          onClick={() => change(path, moved(items, index, to))}
                        />
                      );
                    })}
                    <NamedButton
                      variant="outline-danger"
                      label={t('siteContent.removeItem')}
                      name={`(${title})`}
                      onClick={() => setRemoving(index)}
                    />
                  </div>
                )}
              </FieldGroup>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <Button
          variant="outline-primary"
          size="sm"
          disabled={items.length >= spec.max}
          onClick={() => change(path, [...items, newItem(spec.item)])}
        >
          {t('siteContent.addItem', { list: label })}
        </Button>
      )}
      <ConfirmDeleteDialog
        item={removing}
        title={t('siteContent.removeTitle')}
        question={(index) => t('siteContent.removeQuestion', { title: titleOf(index), list: label })}
        onDelete={async (index) =>
          change(
            path,
            items.filter((__, at) => at !== index),
          )
        }
        onClose={() => setRemoving(null)}
      />
    </FieldGroup>
  );
}

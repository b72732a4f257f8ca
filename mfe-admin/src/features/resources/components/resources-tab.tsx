import { formatCents } from '@ministry/contracts/money';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RESOURCE_CATEGORIES, type Resource, type ResourceCategory } from '@ministry/contracts/resource';
import type { ResourceInput } from '@ministry/contracts/resource-input';
import { ApiError } from '@ministry/platform/api';
import { ConfirmDeleteDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { NamedButton } from '@ministry/platform/named-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { NEW_RESOURCE, RESOURCE_FORM_PARAM, useAdminLocation } from '../../layout';
import {
  createResource,
  deleteResource,
  updateResource,
  useAdminResources,
  useRevalidateResources,
} from '../api/resources';
import { emptyResourceValues, resourceValues } from '../form-values';
import { ResourceForm, type SaveResult } from './resource-form';
import { DataTable, FormCard, NameHeader, RecordList, TabSection } from '../../../kit';

function isKnownCategory(value: string): value is ResourceCategory {
  return (RESOURCE_CATEGORIES as readonly string[]).includes(value);
}

function ResourceTable({
  resources,
  editingId,
  onDelete,
}: {
  resources: readonly Resource[];
  editingId: string | null;
  onDelete: (resource: Resource) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { go } = useAdminLocation();
  return (
    <DataTable
      testId="admin-resources"
      columns={['title', 'category', 'type']}
      label={(key) => t(`resources.fields.${key}`)}
      actions={t('events.columnActions')}
    >
      {resources.map((resource) => (
        <tr
          key={resource.id}
          data-resource-id={resource.id}
          className={resource.id === editingId ? 'table-active' : undefined}
          aria-current={resource.id === editingId ? 'true' : undefined}
        >
          <NameHeader name={resource.title} nameEs={resource.titleEs} />
          <td>
            {isKnownCategory(resource.category)
              ? t(`resources.categories.${resource.category}`)
              : resource.category}
          </td>
          <td className="text-nowrap">
            <Badge
              bg={resource.type === 'premium' ? 'warning' : 'success'}
              text={resource.type === 'premium' ? 'dark' : undefined}
            >
              {t(`resources.types.${resource.type}`)}
            </Badge>
            {resource.type === 'premium' && resource.priceCents != null && (
              <span className="ms-2">{formatCents(resource.priceCents, language)}</span>
            )}
          </td>
          <td className="text-end text-nowrap">
            <NamedButton
              label={t('resources.edit')}
              name={resource.title}
              variant="outline-primary"
              className="me-2"
              onClick={() => go('resources', { [RESOURCE_FORM_PARAM]: resource.id })}
            />
            <NamedButton
              label={t('resources.delete')}
              name={resource.title}
              variant="outline-danger"
              onClick={() => onDelete(resource)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** List, create, edit and delete resources through the content service's admin API. */
export function ResourcesTab() {
  const { t } = useTranslation(NAMESPACE);
  const { resourceForm, go } = useAdminLocation();
  const { data: resources, error, mutate } = useAdminResources();
  const revalidate = useRevalidateResources();
  const [toDelete, setToDelete] = useState<Resource | null>(null);
  const [missing, setMissing] = useState(false);

  const creating = resourceForm === NEW_RESOURCE;
  const editing =
    resourceForm && !creating ? (resources?.find((each) => each.id === resourceForm) ?? null) : null;
  const formOpen = creating || editing !== null;

  const closeForm = () => go('resources', {}, { replace: true });

  // A link to a resource that no longer exists: say so and close the form.
  useEffect(() => {
    if (resourceForm && !creating && resources && !editing) {
      setMissing(true);
      go('resources', {}, { replace: true });
    }
  }, [resourceForm, creating, resources, editing, go]);

  /** A failure's toast: the tab's error title over what went wrong. */
  const failed = (what: string, caught: unknown, message: string) =>
    reportFailure(what, caught, { title: t('resources.error'), message, ownMessage: true });

  const save = async (input: ResourceInput): Promise<SaveResult> => {
    const isEdit = editing !== null;
    try {
      const saved = isEdit ? await updateResource(editing.id, input) : await createResource(input);
      toastSuccess(t(isEdit ? 'resources.updated' : 'resources.created'), saved.title);
      await revalidate();
      closeForm();
      return null;
    } catch (caught) {
      const what = isEdit ? 'Updating the resource' : 'Creating the resource';
      if (isEdit && caught instanceof ApiError && caught.status === 404) {
        failed(what, caught, t('resources.notFound'));
        await revalidate();
        closeForm();
        return null;
      }
      failed(what, caught, t(isEdit ? 'resources.updateFailed' : 'resources.createFailed'));
      // The form shows the field errors of a 400.
      return caught;
    }
  };

  const remove = async (resource: Resource) => {
    try {
      await deleteResource(resource.id);
      toastSuccess(t('resources.deleted'), resource.title);
      if (editing?.id === resource.id) closeForm();
    } catch (caught) {
      const gone = caught instanceof ApiError && caught.status === 404;
      failed('Deleting the resource', caught, t(gone ? 'resources.notFound' : 'resources.deleteFailed'));
    }
    void revalidate();
  };

  return (
    <TabSection
      tab="resources"
      count={resources?.length}
      actions={
        <div className="d-flex gap-2">
          <Link to="/resources" className="btn btn-outline-secondary btn-sm">
            {t('resources.view')}
          </Link>
          {!creating && (
            <Button size="sm" onClick={() => go('resources', { [RESOURCE_FORM_PARAM]: NEW_RESOURCE })}>
              {t('resources.add')}
            </Button>
          )}
        </div>
      }
    >
      {missing && (
        <Alert variant="warning" dismissible onClose={() => setMissing(false)}>
          {t('resources.notFound')}
        </Alert>
      )}
      {formOpen && (
        <FormCard
          title={editing ? t('resources.editTitle') : t('resources.createTitle')}
          firstField="title"
          openKey={resourceForm ?? ''}
        >
          <ResourceForm
            key={editing?.id ?? NEW_RESOURCE}
            mode={editing ? 'edit' : 'create'}
            initial={editing ? resourceValues(editing) : emptyResourceValues()}
            onSubmit={save}
            onCancel={closeForm}
          />
        </FormCard>
      )}
      <RecordList items={resources} error={error} onRetry={mutate} texts="resources">
        {(list) => <ResourceTable resources={list} editingId={editing?.id ?? null} onDelete={setToDelete} />}
      </RecordList>
      <ConfirmDeleteDialog
        item={toDelete}
        title={t('resources.deleteTitle')}
        question={(resource) => t('resources.deleteConfirm', { title: resource.title })}
        onDelete={remove}
        onClose={() => setToDelete(null)}
      />
    </TabSection>
  );
}

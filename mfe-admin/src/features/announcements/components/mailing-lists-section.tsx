import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  LIST_DESCRIPTION_MAX,
  LIST_ID_MAX,
  LIST_NAME_MAX,
  mailingListName,
  mailingListSchema,
  newMailingListSchema,
  type MailingList,
  type MailingListInput,
} from '@ministry/contracts/outreach';
import { useLanguage } from '@ministry/platform/i18n';
import { CheckField, FieldRow, TextField, type TextFieldForm } from '@ministry/platform/form-field';
import { NamedButton } from '@ministry/platform/named-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { DataTable, Dialog, DialogForm, RecordList, SectionHeading } from '../../../kit';
import { createMailingList, updateMailingList, useMailingLists } from '../api/announcements';
import { CriteriaFields, type CriteriaForm } from './criteria-fields';
import { UnsubscribePersonCard } from './unsubscribe-person-card';

type NewList = MailingListInput & { id: string };

const EMPTY_LIST: NewList = {
  id: '',
  name: '',
  nameEs: '',
  description: '',
  descriptionEs: '',
  public: true,
  closed: false,
  criteria: null,
};

function inputOf({
  name,
  nameEs,
  description,
  descriptionEs,
  public: open,
  closed,
  criteria,
}: MailingList): MailingListInput {
  return { name, nameEs, description, descriptionEs, public: open, closed, criteria };
}

/** The fields both forms share: names and descriptions in both languages, public, closed, who is on it. */
function ListFields({ form }: { form: TextFieldForm<MailingListInput> & CriteriaForm }) {
  const { t } = useTranslation(NAMESPACE);
  const field = (name: Exclude<keyof MailingListInput, 'criteria'>) =>
    `announcements.lists.fields.${name}` as const;
  return (
    <>
      <FieldRow cols="col-md-6" className="g-3">
        {(['name', 'nameEs'] as const).map((name) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={t(field(name))}
            maxLength={LIST_NAME_MAX}
            required
          />
        ))}
        {(['description', 'descriptionEs'] as const).map((name) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={t(field(name))}
            rows={2}
            maxLength={LIST_DESCRIPTION_MAX}
          />
        ))}
      </FieldRow>
      <CheckField
        form={form}
        name="public"
        type="switch"
        label={t('announcements.lists.fields.public')}
        help={t('announcements.lists.fields.publicHelp')}
        helpClassName="d-block mb-2"
      />
      <CheckField
        form={form}
        name="closed"
        type="switch"
        label={t('announcements.lists.fields.closed')}
        help={t('announcements.lists.fields.closedHelp')}
      />
      <CriteriaFields form={form} />
    </>
  );
}

/** Add a list (with its id) or edit one (its id stays), in a dialog. */
function ListDialog({ editing, onDone }: { editing: MailingList | null; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { mutate } = useMailingLists();
  const failed = (caught: unknown) =>
    reportFailure('Saving a mailing list', caught, { title: t('announcements.lists.failed') });
  const addForm = useForm<typeof newMailingListSchema, NewList>(newMailingListSchema, EMPTY_LIST);
  const editForm = useForm<typeof mailingListSchema, MailingListInput>(
    mailingListSchema,
    editing ? inputOf(editing) : EMPTY_LIST,
  );
  const submit = editing
    ? editForm.handleSubmit(async (input) => {
        const saved = await updateMailingList(editing.id, input as MailingListInput);
        toastSuccess(t('announcements.lists.updated'), saved.name);
        await mutate();
        onDone();
      }, failed)
    : addForm.handleSubmit(async (input) => {
        const saved = await createMailingList(input as NewList);
        toastSuccess(t('announcements.lists.created'), saved.name);
        await mutate();
        onDone();
      }, failed);
  return (
    <DialogForm
      busy={editing ? editForm.submitting : addForm.submitting}
      onSubmit={submit}
      onCancel={onDone}
      cancelLabel={t('announcements.lists.cancel')}
      submitLabel={t('announcements.lists.save')}
      busyLabel={t('announcements.lists.saving')}
    >
      {editing ? (
        <ListFields form={editForm} />
      ) : (
        <>
          <TextField
            form={addForm}
            name="id"
            label={t('announcements.lists.fields.id')}
            hint={t('announcements.lists.fields.idHint')}
            maxLength={LIST_ID_MAX}
            autoComplete="off"
            required
          />
          <ListFields form={addForm} />
        </>
      )}
    </DialogForm>
  );
}

/** The mailing lists with their subscribers; add one, edit one, close or reopen one. */
export function MailingListsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, mutate } = useMailingLists();
  const [dialog, setDialog] = useState<{ editing: MailingList | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const toggleClosed = async (list: MailingList) => {
    setBusy(list.id);
    try {
      await updateMailingList(list.id, { ...inputOf(list), closed: !list.closed });
      toastSuccess(
        t(list.closed ? 'announcements.lists.reopened' : 'announcements.lists.closedToast'),
        list.name,
      );
      await mutate();
    } catch (caught) {
      reportFailure('Closing a mailing list', caught, { title: t('announcements.lists.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="adm-mailing-lists-title" className="mt-5">
      <SectionHeading
        id="adm-mailing-lists-title"
        level={3}
        title={t('announcements.lists.title')}
        count={data?.length}
        actions={
          <Button size="sm" variant="outline-primary" onClick={() => setDialog({ editing: null })}>
            {t('announcements.lists.add')}
          </Button>
        }
      />
      <p className="text-secondary">{t('announcements.lists.intro')}</p>
      <RecordList
        items={data}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('announcements.lists.loadError'),
          loading: t('announcements.lists.loading'),
          empty: t('announcements.lists.empty'),
        }}
      >
        {(lists) => (
          <DataTable
            testId="admin-mailing-lists"
            columns={['name', 'subscribers', 'visibility']}
            label={(key) => t(`announcements.lists.columns.${key}`)}
            actions={t('announcements.lists.columns.actions')}
          >
            {lists.map((list) => (
              <tr key={list.id} data-list-id={list.id}>
                <th scope="row" className="fw-semibold text-break">
                  {mailingListName(list, language)}
                  <div className="small text-secondary fw-normal">{list.id}</div>
                </th>
                <td>
                  {list.subscribers ?? t('announcements.lists.countUnavailable')}
                  {list.criteria && (
                    <div className="small text-secondary">
                      {t(`announcements.lists.criteria.kinds.${list.criteria.kind}`)}
                    </div>
                  )}
                </td>
                <td>
                  {list.closed ? (
                    <Badge bg="secondary">{t('announcements.lists.closed')}</Badge>
                  ) : (
                    t(list.public ? 'announcements.lists.public' : 'announcements.lists.membersOnly')
                  )}
                </td>
                <td className="text-end text-nowrap">
                  <NamedButton
                    label={t('announcements.lists.edit')}
                    name={mailingListName(list, language)}
                    variant="outline-primary"
                    className="me-2"
                    onClick={() => setDialog({ editing: list })}
                  />
                  <NamedButton
                    label={t(list.closed ? 'announcements.lists.reopen' : 'announcements.lists.close')}
                    name={mailingListName(list, language)}
                    variant="outline-secondary"
                    disabled={busy === list.id}
                    onClick={() => void toggleClosed(list)}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </RecordList>
      <Dialog
        titleId="adm-mailing-list-dialog"
        title={t(dialog?.editing ? 'announcements.lists.editTitle' : 'announcements.lists.addTitle')}
        show={dialog !== null}
        onClose={() => setDialog(null)}
        closeLabel={t('announcements.lists.cancel')}
        size="lg"
      >
        {dialog && (
          <ListDialog
            key={dialog.editing?.id ?? 'new'}
            editing={dialog.editing}
            onDone={() => setDialog(null)}
          />
        )}
      </Dialog>
      <UnsubscribePersonCard />
    </section>
  );
}

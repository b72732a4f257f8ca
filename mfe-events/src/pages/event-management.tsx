import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { MinistryEvent } from '@ministry/contracts/event';
import { todayInNewYork } from '@ministry/contracts/calendar-day';
import { ApiError } from '@ministry/platform/api';
import { LoadingState } from '@ministry/platform/states';
import { ConfirmDeleteDialog } from '@ministry/platform/confirm-dialog';
import { FullScreenLayout } from '@ministry/platform/full-screen-layout';
import { usePageTitle } from '@ministry/platform/page-title';
import { RequireAccess } from '@ministry/platform/require-access';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../i18n';
import '../styles.css';
import { Loaded, useEventList, useRevalidateEvents } from '../features/events';
import { createEvent, deleteEvent, updateEvent } from '../features/manage/api/event-writes';
import { EventForm } from '../features/manage/components/event-form';
import { ManagedEventList } from '../features/manage/components/managed-event-list';
import { AttendeePanel } from '../features/attendees/components/attendee-panel';
import { CheckInScreen } from '../features/attendees/components/check-in-screen';
import { useAttendeeSelection } from '../features/attendees/hooks/use-selection';
import { emptyValues, valuesOf, type EventPayload } from '../features/manage/form-values';

function EventManager() {
  const { t } = useTranslation(NAMESPACE);
  const eventList = useEventList();
  const events = eventList.data;
  const revalidate = useRevalidateEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useMemo(() => todayInNewYork(), []);

  const [editing, setEditing] = useState<MinistryEvent | null>(null);
  // A new key gives a fresh form: after a create, an update, Cancel, or choosing another event.
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<MinistryEvent | null>(null);
  const [missingId, setMissingId] = useState<string | null>(null);
  const formCard = useRef<HTMLDivElement>(null);
  const attendeesCard = useRef<HTMLDivElement>(null);
  const selection = useAttendeeSelection(events ?? [], today);

  /** A fresh form, with the focus on its title once it is in the page. */
  const freshForm = () => {
    setFormKey((key) => key + 1);
    setTimeout(() => formCard.current?.querySelector<HTMLElement>('input[name="title"]')?.focus(), 0);
  };

  const startEdit = (event: MinistryEvent) => {
    setEditing(event);
    setMissingId(null);
    freshForm();
    formCard.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const backToCreate = () => {
    setEditing(null);
    freshForm();
    if (searchParams.has('id')) {
      const next = new URLSearchParams(searchParams);
      next.delete('id');
      setSearchParams(next, { replace: true });
    }
  };

  // ?id= (the admin dashboard's Edit links) opens that event in edit mode once the list is in.
  const askedId = searchParams.get('id');
  const handledId = useRef<string | null>(null);
  useEffect(() => {
    if (!askedId || !events || handledId.current === askedId) return;
    handledId.current = askedId;
    const found = events.find((event) => event.id === askedId);
    if (found) startEdit(found);
    else setMissingId(askedId);
    // startEdit only sets state; running again for it would reopen the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askedId, events]);

  const save = async (payload: EventPayload): Promise<unknown> => {
    const isEdit = editing !== null;
    try {
      const saved = isEdit ? await updateEvent(editing.id, payload) : await createEvent(payload);
      toastSuccess(t(isEdit ? 'manage.toast.updated' : 'manage.toast.created'), saved.title);
      await revalidate();
      if (isEdit) backToCreate();
      else freshForm();
      return null;
    } catch (caught) {
      reportFailure(isEdit ? 'Updating the event' : 'Creating the event', caught, {
        title: t('manage.toast.error'),
        message: t(isEdit ? 'manage.toast.updateFailed' : 'manage.toast.createFailed'),
        ownMessage: true,
      });
      if (isEdit && caught instanceof ApiError && caught.status === 404) {
        await revalidate();
        backToCreate();
        return null;
      }
      // The form shows the field errors of a 400.
      return caught;
    }
  };

  const remove = async (event: MinistryEvent) => {
    try {
      await deleteEvent(event.id);
      toastSuccess(t('manage.toast.deleted'), event.title);
      if (editing?.id === event.id) backToCreate();
      void revalidate();
    } catch (caught) {
      const report = {
        title: t('manage.toast.error'),
        message: t('manage.toast.deleteFailed'),
        ownMessage: true,
      };
      reportFailure('Deleting the event', caught, report);
    }
  };

  /** To the sign-up lists (below the form, far down on a phone), their heading focused. */
  const goToSignups = () =>
    setTimeout(() => {
      attendeesCard.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      attendeesCard.current?.querySelector<HTMLElement>('#attendees-title')?.focus({ preventScroll: true });
    }, 0);

  const showSignups = (event: MinistryEvent) => {
    selection.chooseEvent(event.id);
    goToSignups();
  };

  // Opened at the door (`&view=checkin`): no glimpse of the whole screen while the events load.
  if (searchParams.get('view') === 'checkin' && !events && !eventList.error) {
    return <LoadingState label={t('list.loading')} />;
  }
  if (selection.checkIn && selection.event && selection.date) {
    return (
      <CheckInScreen
        event={selection.event}
        date={selection.date}
        onBack={() => selection.showCheckIn(false)}
      />
    );
  }

  return (
    <>
      <h1 className="h3">{t('pages.eventManagement.title')}</h1>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <p className="text-secondary mb-0">{t('manage.intro')}</p>
        {events && (
          <Button variant="outline-primary" size="sm" onClick={goToSignups}>
            {t('attendees.title')}
          </Button>
        )}
      </div>
      {missingId && (
        <Alert variant="warning" dismissible onClose={() => setMissingId(null)}>
          {t('manage.notFound')}
        </Alert>
      )}
      <Row className="g-4">
        <Col lg={7}>
          <Card className="shadow-sm border-0" ref={formCard}>
            <Card.Body>
              <h2 className="h5 mb-3">{editing ? t('manage.editTitle') : t('manage.createTitle')}</h2>
              {editing && (
                <p className="small text-secondary" role="status">
                  {t('manage.editingNotice', { title: editing.title })}
                </p>
              )}
              <EventForm
                key={formKey}
                mode={editing ? 'edit' : 'create'}
                initial={editing ? valuesOf(editing) : emptyValues(today)}
                onSubmit={save}
                onCancel={backToCreate}
              />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card className="shadow-sm border-0">
            <Card.Body>
              <h2 className="h5 mb-3">
                {t('manage.listTitle')}
                {events && <span className="text-secondary fw-normal"> ({events.length})</span>}
              </h2>
              <Loaded read={eventList} texts="list">
                {(events) => (
                  <ManagedEventList
                    events={events}
                    editingId={editing?.id ?? null}
                    onEdit={startEdit}
                    onDelete={setToDelete}
                    onSignups={showSignups}
                  />
                )}
              </Loaded>
            </Card.Body>
          </Card>
        </Col>
        {events && (
          <Col xs={12}>
            <AttendeePanel ref={attendeesCard} selection={selection} today={today} />
          </Col>
        )}
      </Row>
      <ConfirmDeleteDialog
        item={toDelete}
        title={t('manage.deleteTitle')}
        question={(event) => t('manage.deleteConfirm', { title: event.title })}
        onDelete={remove}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

/** /events/manage: full-screen, for admins and event editors (visitors → /login, others → /not-found). */
export default function EventManagementPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.eventManagement.title'));
  return (
    <FullScreenLayout title={t('pages.eventManagement.title')}>
      <RequireAccess allow={(session) => session.isEventEditor}>
        <EventManager />
      </RequireAccess>
    </FullScreenLayout>
  );
}

import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { scheduleSchema, type Announcement } from '@ministry/contracts/outreach';
import { serverFieldErrors } from '@ministry/platform/api';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import {
  scheduleAnnouncement,
  sendTest,
  unscheduleAnnouncement,
  useRevalidateAnnouncement,
} from '../api/announcements';
import { isoToNewYorkLocal, newYorkLocalToIso } from '../schedule-time';

type Busy = 'test' | 'schedule' | 'unschedule' | null;

/** How the log names each action that failed. */
const WHAT: Record<Exclude<Busy, null>, string> = {
  test: 'Sending a test of the announcement',
  schedule: 'Scheduling the announcement',
  unschedule: 'Taking the announcement back to draft',
};

/** A typed New York time as the instant to send at, or the message key of why it cannot be (empty, not a time, past). */
async function scheduleError(typed: string): Promise<{ at: string } | string> {
  const at = newYorkLocalToIso(typed);
  if (!at) return 'outreach.scheduleInvalid';
  try {
    await scheduleSchema.validate({ at });
    return { at };
  } catch (caught) {
    return caught instanceof Error ? caught.message : 'outreach.scheduleInvalid';
  }
}

/**
 * A saved draft's ways out: a test to herself, Send now (after a confirmation naming how many get
 * it), or Schedule at a New York time; a scheduled one goes back to a draft.
 */
export function SendActions({
  announcement,
  recipients,
  disabled,
}: {
  announcement: Announcement;
  /** From the preview; undefined until it is loaded. */
  recipients: number | undefined;
  /** Edits not saved yet: the test and the sending wait for them. */
  disabled: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const revalidate = useRevalidateAnnouncement();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | undefined>();
  const { id, state } = announcement;

  const run = async (
    kind: Exclude<Busy, null>,
    action: () => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setBusy(kind);
    try {
      await action();
      toastSuccess(done, kind === 'test' ? t('announcements.send.testSentHint') : announcement.subject);
      if (kind !== 'test') await revalidate(id);
    } catch (caught) {
      const field = serverFieldErrors(caught).at;
      if (field) setAtError(field);
      reportFailure(WHAT[kind], caught, { title: failed });
    } finally {
      setBusy(null);
    }
  };

  const sendNow = async () => {
    try {
      await scheduleAnnouncement(id, '');
      toastSuccess(t('announcements.send.started'), announcement.subject);
      setConfirming(false);
      await revalidate(id);
    } catch (caught) {
      setConfirming(false);
      reportFailure('Sending an announcement', caught, { title: t('announcements.send.failed') });
    }
  };

  const schedule = async () => {
    const checked = await scheduleError(at);
    if (typeof checked === 'string') {
      setAtError(checked);
      document.getElementById('adm-announcement-at')?.focus();
      return;
    }
    await run(
      'schedule',
      () => scheduleAnnouncement(id, checked.at),
      t('announcements.send.scheduled'),
      t('announcements.send.scheduleFailed'),
    );
  };

  if (state === 'scheduled')
    return (
      <Button
        variant="outline-secondary"
        disabled={busy !== null}
        onClick={() =>
          void run(
            'unschedule',
            () => unscheduleAnnouncement(id),
            t('announcements.send.unscheduled'),
            t('announcements.send.unscheduleFailed'),
          )
        }
      >
        {busy === 'unschedule' ? t('announcements.send.unscheduling') : t('announcements.send.unschedule')}
      </Button>
    );
  if (state !== 'draft') return null;

  const blocked = disabled || busy !== null;
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mt-3">
      <Button
        variant="outline-primary"
        className="mb-3"
        disabled={blocked}
        onClick={() =>
          void run(
            'test',
            () => sendTest(id),
            t('announcements.send.testSent'),
            t('announcements.send.testFailed'),
          )
        }
      >
        {busy === 'test' ? t('announcements.send.testing') : t('announcements.send.test')}
      </Button>
      <Button
        variant="primary"
        className="mb-3"
        disabled={blocked || recipients === undefined}
        onClick={() => setConfirming(true)}
      >
        {t('announcements.send.now')}
      </Button>
      <div className="d-flex align-items-end gap-2">
        <FormField label={t('announcements.send.at')} error={atError} id="adm-announcement-at">
          {(control) => (
            <input
              {...plainControl(control, 'form-control')}
              type="datetime-local"
              name="at"
              min={isoToNewYorkLocal(new Date().toISOString())}
              value={at}
              onChange={(event) => {
                setAt(event.target.value);
                setAtError(undefined);
              }}
            />
          )}
        </FormField>
        <Button variant="outline-primary" className="mb-3" disabled={blocked} onClick={() => void schedule()}>
          {busy === 'schedule' ? t('announcements.send.scheduling') : t('announcements.send.schedule')}
        </Button>
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('announcements.send.confirmTitle')}
        body={t('announcements.send.confirmBody', { count: recipients ?? 0 })}
        confirmLabel={t('announcements.send.confirm')}
        busyLabel={t('announcements.send.confirming')}
        cancelLabel={t('announcements.send.cancel')}
        confirmVariant="primary"
        onConfirm={sendNow}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

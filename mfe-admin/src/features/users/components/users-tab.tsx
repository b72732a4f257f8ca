import { useDeferredValue, useMemo, useState } from 'react';
import { Badge, Button, Form, ListGroup, Pagination } from 'react-bootstrap';
import { InlineSpinner } from '@ministry/platform/states';
import { useTranslation } from 'react-i18next';
import { USER_ROLES, isAdminUser, isFinanceUser, type User, type UserRole } from '@ministry/contracts/user';
import { ApiError } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { reportFailure, toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf } from '@ministry/contracts/language';
import { changeUserRole, setUserFinance, useAdminUsers } from '../api/users';
import { fullName } from '@ministry/contracts/user';
import { pageOf, searchUsers } from '../user-list';
import { RecordList, TabSection } from '../../../kit';

function joinedDate(iso: string | undefined, language: 'en' | 'es'): string | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

function UserRow({
  user,
  isSelf,
  busy,
  canGrantFinance,
  onChange,
  onFinance,
}: {
  user: User;
  isSelf: boolean;
  busy: boolean;
  /** She may change who sees donors' records: she has that access, or nobody has it yet. */
  canGrantFinance: boolean;
  onChange: (user: User, role: UserRole) => void;
  onFinance: (user: User, finance: boolean) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const name = fullName(user);
  const joined = joinedDate(user.createdAt, language);
  const alreadyAdmin = isAdminUser(user);
  return (
    <ListGroup.Item
      as="li"
      data-testid="user-row"
      data-username={user.username}
      aria-busy={busy || undefined}
    >
      <div className="d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto" style={{ minWidth: 0 }}>
          <div className="fw-semibold text-break">
            {name}
            {isSelf && (
              <Badge bg="secondary" className="ms-2">
                {t('users.you')}
              </Badge>
            )}
          </div>
          <div className="small text-secondary text-break">
            @{user.username} · {user.email}
          </div>
          {joined && <div className="small text-secondary">{t('users.joined', { date: joined })}</div>}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {busy && <InlineSpinner />}
          {alreadyAdmin && (
            <Form.Check
              type="switch"
              role="switch"
              id={`adm-finance-${user.id}`}
              className="mb-0"
              checked={isFinanceUser(user)}
              disabled={busy || !canGrantFinance}
              onChange={(event) => onFinance(user, event.target.checked)}
              label={
                <>
                  {t('users.finance')}
                  <span className="visually-hidden"> ({name})</span>
                </>
              }
            />
          )}
          <Form.Select
            size="sm"
            className="adm-role-select"
            aria-label={t('users.roleFor', { name })}
            value={user.role}
            disabled={busy}
            onChange={(event) => onChange(user, event.target.value as UserRole)}
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Form.Select>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy || alreadyAdmin}
            onClick={() => onChange(user, 'admin')}
          >
            {t('users.makeAdmin')}
            <span className="visually-hidden"> ({name})</span>
          </Button>
        </div>
      </div>
    </ListGroup.Item>
  );
}

/** Everyone with a role dropdown and Make Admin (admins also a Finance switch); search by name, username or e-mail; pages of 50. */
export function UsersTab() {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const { data: users, error, mutate } = useAdminUsers();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const deferredQuery = useDeferredValue(query);

  const found = useMemo(() => (users ? searchUsers(users, deferredQuery) : []), [users, deferredQuery]);
  const shown = pageOf(found, page);

  const change = async (user: User, role: UserRole) => {
    if (user.role === role) return;
    setBusyIds((current) => new Set(current).add(user.id));
    try {
      const updated = await changeUserRole(user.id, role);
      await mutate(
        (current) => current?.map((each) => (each.id === updated.id ? { ...each, ...updated } : each)),
        { revalidate: false },
      );
      toast({
        title: t('users.updated'),
        description: t('users.updatedDetail', { name: fullName(updated), role: t(`roles.${updated.role}`) }),
        variant: 'success',
      });
      // An admin who changed their own role: the session (and this screen's access) follows.
      if (updated.id === session.user?.id) await session.refresh();
    } catch (caught) {
      reportFailure('Updating the user role', caught, { title: t('users.updateFailed') });
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(user.id);
        return next;
      });
    }
  };

  const changeFinance = async (user: User, finance: boolean) => {
    setBusyIds((current) => new Set(current).add(user.id));
    try {
      const updated = await setUserFinance(user.id, finance);
      await mutate(
        (current) => current?.map((each) => (each.id === updated.id ? { ...each, ...updated } : each)),
        { revalidate: false },
      );
      toast({
        title: t('users.financeUpdated'),
        description: t(updated.finance ? 'users.financeGiven' : 'users.financeRemoved', {
          name: fullName(updated),
        }),
        variant: 'success',
      });
      if (updated.id === session.user?.id) await session.refresh();
    } catch (caught) {
      reportFailure('Updating access to donors’ records', caught, { title: t('users.financeFailed') });
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(user.id);
        return next;
      });
    }
  };
  const canGrantFinance = isFinanceUser(session.user) || !(users ?? []).some((each) => isFinanceUser(each));

  const denied = error instanceof ApiError && (error.status === 401 || error.status === 403);

  return (
    <TabSection tab="users" count={users?.length ? t('users.total', { count: users.length }) : undefined}>
      <RecordList
        items={denied ? (users ?? []) : users}
        error={denied ? undefined : error}
        onRetry={mutate}
        texts="users"
        emptyTestId="users-empty"
      >
        {() => (
          <>
            <Form
              role="search"
              className="mb-3"
              onSubmit={(event) => {
                event.preventDefault();
              }}
            >
              <Form.Label htmlFor="adm-user-search" className="visually-hidden">
                {t('users.search')}
              </Form.Label>
              <Form.Control
                id="adm-user-search"
                type="search"
                placeholder={t('users.searchPlaceholder')}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setPage(1);
                }}
              />
            </Form>
            {found.length === 0 ? (
              <p className="text-secondary" role="status">
                {t('users.noMatch', { query: deferredQuery.trim() })}
              </p>
            ) : (
              <>
                <p className="small text-secondary mb-2" role="status">
                  {t('users.showing', { from: shown.from, to: shown.to, total: shown.total })}
                </p>
                <ListGroup as="ul" className="shadow-sm mb-3">
                  {shown.items.map((user) => (
                    <UserRow
                      key={user.id}
                      user={user}
                      isSelf={user.id === session.user?.id}
                      busy={busyIds.has(user.id)}
                      canGrantFinance={canGrantFinance}
                      onChange={(who, role) => void change(who, role)}
                      onFinance={(who, finance) => void changeFinance(who, finance)}
                    />
                  ))}
                </ListGroup>
                {shown.pageCount > 1 && (
                  <nav aria-label={t('users.pages')}>
                    <Pagination className="flex-wrap">
                      <Pagination.Prev disabled={shown.page === 1} onClick={() => setPage(shown.page - 1)}>
                        {t('users.previous')}
                      </Pagination.Prev>
                      {Array.from({ length: shown.pageCount }, (_, index) => index + 1).map((number) => (
                        <Pagination.Item
                          key={number}
                          active={number === shown.page}
                          aria-label={t('users.page', { page: number })}
                          onClick={() => setPage(number)}
                        >
                          {number}
                        </Pagination.Item>
                      ))}
                      <Pagination.Next
                        disabled={shown.page === shown.pageCount}
                        onClick={() => setPage(shown.page + 1)}
                      >
                        {t('users.next')}
                      </Pagination.Next>
                    </Pagination>
                  </nav>
                )}
              </>
            )}
          </>
        )}
      </RecordList>
    </TabSection>
  );
}

import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/schemas/admin-users';
import { Banner } from '../../../components/ui/banner';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Pagination } from '../../../components/ui/pagination';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useMe } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { useListParams, usePageCount } from '../../../lib/use-list-params';
import { getAdminErrorMessageKey } from '../api/admin-user-messages';
import { useUsers } from '../api/list-users';
import { useUpdateUser } from '../api/update-user';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { PermissionsDialog } from './permissions-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserList, type EditDraft } from './user-list';
import type { TranslationKey } from '../../../lib/i18n';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'permissions'; user: AdminUser }
  | { kind: 'resetPassword'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser }
  | null;

/** Search, list, edit in place, and the create / reset / delete / permissions dialogs. */
export function UserManagement() {
  const { t } = useTranslation(['admin-users']);
  const { data: me } = useMe();
  const [editing, setEditing] = useState<EditDraft | null>(null);
  // search and page live in the URL next to the tab, so a reload shows the same list;
  // a row being edited may leave the list, so each change starts the new list without it
  const { search, page, searchInput, onSearchChange, changeParams } = useListParams({ onChange: () => setEditing(null) });
  const users = useUsers({ search, page });

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'admin-users'>>();
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const updateUser = useUpdateUser();

  // after deleting the last user of the last page, this shows the page that now is the last
  const pageCount = usePageCount({ page, list: users, goToPage: (next) => changeParams({ page: next }) });

  function leaveEditMode(userId: string) {
    flushSync(() => setEditing(null));
    editButtons.current.get(userId)?.focus();
  }

  function startEdit(user: AdminUser) {
    clearFeedback();
    setEditing({ userId: user.id, role: user.role, mpuReasons: [...user.mpuReasons] });
  }

  function saveEdit() {
    if (!editing) return;
    const draft = editing;
    updateUser.mutate(draft, {
      onSuccess: () => {
        leaveEditMode(draft.userId);
        say('success', 'admin-users:success.updated');
      },
      onError: (error) => say('error', getAdminErrorMessageKey(error, 'update')),
    });
  }

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    focusAfterDelete.current = null;
    setDialog(next);
  }

  const closeDialog = () => setDialog(null);

  let content: ReactNode;
  if (users.isPending) {
    content = <Spinner label={t('admin-users:users.loading')} showLabel className="justify-center py-10" />;
  } else if (users.isError) {
    content = (
      <LoadErrorBanner
        retryLabel={t('admin-users:users.retry')}
        onRetry={() => void users.refetch()}
        isRetrying={users.isFetching}
        size="sm"
      >
        {t(getAdminErrorMessageKey(users.error, 'load'))}
      </LoadErrorBanner>
    );
  } else if (users.data.items.length === 0) {
    content = (
      <EmptyState
        title={t('admin-users:users.emptyTitle')}
        description={search ? t('admin-users:users.emptySearch', { search }) : t('admin-users:users.emptyAll')}
        action={
          <Button variant="secondary" onClick={() => openDialog({ kind: 'create' })}>
            {t('admin-users:create.title')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-4" aria-busy={users.isFetching || undefined}>
        <UserList
          users={users.data.items}
          currentUserId={me?.user.id}
          editing={editing}
          isSaving={updateUser.isPending}
          onEdit={startEdit}
          onDraftChange={setEditing}
          onSave={saveEdit}
          onCancel={() => editing && leaveEditMode(editing.userId)}
          onPermissions={(user) => openDialog({ kind: 'permissions', user })}
          onResetPassword={(user) => openDialog({ kind: 'resetPassword', user })}
          onDelete={(user) => openDialog({ kind: 'delete', user })}
          registerEditButton={(userId, element) => {
            if (element) editButtons.current.set(userId, element);
            else editButtons.current.delete(userId);
          }}
        />
        {pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => changeParams({ page: next })}
            label={t('admin-users:pagination.label')}
          />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="admin-users-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
            {t('admin-users:users.heading')}
          </h2>
          <p className="max-w-prose text-slate-700">{t('admin-users:users.intro')}</p>
        </div>
        <Button className="shrink-0" onClick={() => openDialog({ kind: 'create' })}>
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          {t('admin-users:create.title')}
        </Button>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-96">
          <TextField
            label={t('admin-users:users.searchLabel')}
            hint={t('admin-users:users.searchHint')}
            type="search"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={searchInput}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
        <div className="flex min-h-11 items-center gap-3 sm:justify-end">
          {users.isFetching && !users.isPending && <Spinner label={t('admin-users:users.loading')} size="sm" />}
          {/* the number of hits is announced after each search */}
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {users.data ? t('admin-users:users.count', { count: users.data.total }) : ''}
          </p>
        </div>
      </div>

      {content}

      {/* below the table (spec); sticky, so it is seen at the end of a long list on a phone as well */}
      <LiveRegion className="sticky bottom-4 z-10">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey, feedback.values)}
          </Banner>
        )}
      </LiveRegion>

      <CreateUserDialog
        open={dialog?.kind === 'create'}
        onClose={closeDialog}
        onCreated={() => {
          closeDialog();
          say('success', 'admin-users:success.created');
        }}
      />
      <PermissionsDialog
        user={dialog?.kind === 'permissions' ? dialog.user : null}
        onClose={closeDialog}
        onSaved={() => {
          closeDialog();
          say('success', 'admin-users:success.permissionsUpdated');
        }}
      />
      <ResetPasswordDialog
        user={dialog?.kind === 'resetPassword' ? dialog.user : null}
        onClose={closeDialog}
        onDone={(email) => {
          closeDialog();
          say('success', 'admin-users:success.passwordReset', { email });
        }}
      />
      <DeleteUserDialog
        user={dialog?.kind === 'delete' ? dialog.user : null}
        onClose={closeDialog}
        returnFocusRef={focusAfterDelete}
        onDeleted={(email) => {
          focusAfterDelete.current = headingRef.current;
          closeDialog();
          say('success', 'admin-users:success.deleted', { email });
        }}
        onFailed={(error) => {
          closeDialog();
          say('error', getAdminErrorMessageKey(error, 'delete'));
        }}
      />
    </section>
  );
}

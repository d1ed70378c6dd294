import { useTranslation } from 'react-i18next';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { Role } from '@common/domain/page-keys';
import type { AdminUser } from '@common/schemas/admin-users';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { MD_UP, useMediaQuery } from '../../../lib/use-media-query';
import { formatTableDate, REASON_LABEL_KEYS, ROLE_LABEL_KEYS } from '../user-display';
import { EditIcon, KeyIcon, TrashIcon } from './action-icons';
import { ReasonToggles, RoleSelect } from './user-edit-controls';

export interface EditDraft {
  userId: string;
  role: Role;
  mpuReasons: MpuReason[];
}

export interface UserListProps {
  users: AdminUser[];
  /** The signed-in admin, marked in the list. */
  currentUserId: string | undefined;
  editing: EditDraft | null;
  isSaving: boolean;
  onEdit: (user: AdminUser) => void;
  onDraftChange: (draft: EditDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  onPermissions: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Keeps each row's edit button, so focus can go back to it after Save or Cancel. */
  registerEditButton: (userId: string, element: HTMLButtonElement | null) => void;
}

/** The users as a table from the md breakpoint, as stacked cards below it, so a phone needs no sideways scrolling. */
export function UserList(props: UserListProps) {
  const isWide = useMediaQuery(MD_UP);
  return isWide ? <UserTable {...props} /> : <UserCards {...props} />;
}

function useRowTexts() {
  const { t, i18n } = useTranslation(['admin-users']);
  return {
    t,
    formatDate: (iso: string) => formatTableDate(iso, i18n.resolvedLanguage),
  };
}

function ReasonBadges({ reasons, hasAbstinenceProgramme }: { reasons: readonly MpuReason[]; hasAbstinenceProgramme: boolean }) {
  const { t } = useTranslation(['admin-users']);
  return (
    <>
      {reasons.length === 0 ? (
        <span className="text-slate-600">{t('admin-users:users.noReasons')}</span>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {reasons.map((reason) => (
            <li key={reason}>
              <Badge>{t(REASON_LABEL_KEYS[reason])}</Badge>
            </li>
          ))}
        </ul>
      )}
      {/* that a programme exists, never its entries (docs/decisions/066-abstinence-tracker.md) */}
      {hasAbstinenceProgramme && <p className="mt-1 text-sm text-slate-700">{t('admin-users:users.abstinenceProgramme')}</p>}
    </>
  );
}

function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation(['admin-users']);
  return <Badge variant={role === 'admin' ? 'primary' : 'neutral'}>{t(ROLE_LABEL_KEYS[role])}</Badge>;
}

function SelfBadge() {
  const { t } = useTranslation(['admin-users']);
  return (
    <Badge variant="success" className="ml-2 align-middle">
      {t('admin-users:users.you')}
    </Badge>
  );
}

interface RowActionsProps extends Pick<UserListProps, 'onEdit' | 'onResetPassword' | 'onDelete' | 'registerEditButton'> {
  user: AdminUser;
  /** Icon buttons with tooltips (table rows) instead of labelled buttons (cards). */
  compact?: boolean;
  className?: string;
}

function ViewActions({ user, onEdit, onResetPassword, onDelete, registerEditButton, compact, className }: RowActionsProps) {
  const { t } = useTranslation(['admin-users']);
  const actions = [
    {
      key: 'edit',
      label: t('admin-users:actions.edit'),
      name: t('admin-users:actions.editUser', { email: user.email }),
      icon: <EditIcon />,
      onClick: () => onEdit(user),
    },
    {
      key: 'reset',
      label: t('admin-users:actions.resetPassword'),
      name: t('admin-users:actions.resetPasswordFor', { email: user.email }),
      icon: <KeyIcon />,
      onClick: () => onResetPassword(user),
    },
    {
      key: 'delete',
      label: t('admin-users:actions.delete'),
      name: t('admin-users:actions.deleteUser', { email: user.email }),
      icon: <TrashIcon />,
      onClick: () => onDelete(user),
      isDanger: true,
    },
  ];
  const editRef = (element: HTMLButtonElement | null) => registerEditButton(user.id, element);
  return (
    <div className={className}>
      {actions.map((action) =>
        compact ? (
          <IconButton
            key={action.key}
            ref={action.key === 'edit' ? editRef : undefined}
            label={action.name}
            tooltip={action.label}
            icon={action.icon}
            tone={action.isDanger ? 'danger' : 'neutral'}
            onClick={action.onClick}
          />
        ) : (
          <Button
            key={action.key}
            size="sm"
            variant={action.isDanger ? 'danger-secondary' : 'secondary'}
            ref={action.key === 'edit' ? editRef : undefined}
            aria-label={action.name}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ),
      )}
    </div>
  );
}

interface EditActionsProps extends Pick<UserListProps, 'isSaving' | 'onSave' | 'onCancel' | 'onPermissions'> {
  user: AdminUser;
  className?: string;
}

function EditActions({ user, isSaving, onSave, onCancel, onPermissions, className }: EditActionsProps) {
  const { t } = useTranslation(['admin-users']);
  return (
    <div className={className}>
      <Button size="sm" onClick={onSave} loading={isSaving}>
        {t('admin-users:actions.save')}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel} disabled={isSaving}>
        {t('admin-users:actions.cancel')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onPermissions(user)} disabled={isSaving}>
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
            clipRule="evenodd"
          />
        </svg>
        {t('admin-users:actions.permissions')}
      </Button>
    </div>
  );
}

function UserTable({ users, currentUserId, editing, onDraftChange, ...rest }: UserListProps) {
  const { t, formatDate } = useRowTexts();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('admin-users:users.caption')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('admin-users:columns.email')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('admin-users:columns.role')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('admin-users:columns.reasons')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {t('admin-users:columns.createdAt')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('admin-users:columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => {
            const draft = editing?.userId === user.id ? editing : null;
            const emailCell = (
              <th scope="row" className="min-w-56 px-4 py-3 font-medium [overflow-wrap:anywhere] text-slate-900">
                {user.email}
                {user.id === currentUserId && <SelfBadge />}
              </th>
            );
            if (draft) {
              // the edit controls need more room than the columns give: one cell across them
              return (
                <tr key={user.id} className="bg-indigo-50/60 align-top">
                  {emailCell}
                  <td colSpan={4} className="px-4 py-3">
                    <div className="flex flex-col gap-4">
                      <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
                        <div className="w-48">
                          <RoleSelect
                            label={t('admin-users:columns.role')}
                            value={draft.role}
                            onChange={(role) => onDraftChange({ ...draft, role })}
                            disabled={rest.isSaving}
                            autoFocus
                          />
                        </div>
                        <div className="min-w-64 flex-1">
                          <ReasonToggles
                            label={t('admin-users:columns.reasons')}
                            showLabel
                            value={draft.mpuReasons}
                            onChange={(mpuReasons) => onDraftChange({ ...draft, mpuReasons })}
                            disabled={rest.isSaving}
                          />
                        </div>
                      </div>
                      <EditActions user={user} {...rest} className="flex flex-wrap justify-end gap-2" />
                    </div>
                  </td>
                </tr>
              );
            }
            return (
              <tr key={user.id} className="align-top">
                {emailCell}
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3">
                  <ReasonBadges reasons={user.mpuReasons} hasAbstinenceProgramme={user.hasAbstinenceProgramme} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-800 tabular-nums">{formatDate(user.createdAt)}</td>
                <td className="px-4 py-3">
                  <ViewActions user={user} {...rest} compact className="flex justify-end gap-2" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users, currentUserId, editing, onDraftChange, ...rest }: UserListProps) {
  const { t, formatDate } = useRowTexts();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('admin-users:users.caption')}>
      {users.map((user) => {
        const draft = editing?.userId === user.id ? editing : null;
        return (
          <li
            key={user.id}
            className={`flex flex-col gap-4 rounded-xl border p-4 shadow-sm ${draft ? 'border-indigo-300 bg-indigo-50/60' : 'border-slate-200 bg-white'}`}
          >
            <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">
              {user.email}
              {user.id === currentUserId && <SelfBadge />}
            </h3>
            {draft ? (
              <>
                <RoleSelect
                  label={t('admin-users:columns.role')}
                  value={draft.role}
                  onChange={(role) => onDraftChange({ ...draft, role })}
                  disabled={rest.isSaving}
                  autoFocus
                />
                <ReasonToggles
                  label={t('admin-users:columns.reasons')}
                  showLabel
                  value={draft.mpuReasons}
                  onChange={(mpuReasons) => onDraftChange({ ...draft, mpuReasons })}
                  disabled={rest.isSaving}
                />
                <EditActions user={user} {...rest} className="grid grid-cols-2 gap-2 [&>*:last-child]:col-span-2" />
              </>
            ) : (
              <>
                <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
                  <dt className="font-semibold text-slate-700">{t('admin-users:columns.role')}</dt>
                  <dd>
                    <RoleBadge role={user.role} />
                  </dd>
                  <dt className="font-semibold text-slate-700">{t('admin-users:columns.reasons')}</dt>
                  <dd>
                    <ReasonBadges reasons={user.mpuReasons} hasAbstinenceProgramme={user.hasAbstinenceProgramme} />
                  </dd>
                  <dt className="font-semibold text-slate-700">{t('admin-users:columns.createdAt')}</dt>
                  <dd className="text-base text-slate-800 tabular-nums">{formatDate(user.createdAt)}</dd>
                </dl>
                <ViewActions
                  user={user}
                  {...rest}
                  className="grid grid-cols-2 gap-2 [&>*:nth-child(2)]:col-span-2 [&>*:nth-child(2)]:row-start-2"
                />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

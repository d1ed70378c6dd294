import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { Role } from '@common/domain/page-keys';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { getAdminErrorMessageKey, getFieldErrorKeys } from '../api/admin-user-messages';
import { useCreateUser } from '../api/create-user';
import { validateCreateUserForm, type CreateUserFormErrors } from '../user-form-rules';
import { ReasonToggles, RoleSelect } from './user-edit-controls';

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps) {
  const { t } = useTranslation(['admin-users']);
  const createUser = useCreateUser();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('admin-users:create.title')}
      closeLabel={t('admin-users:close')}
      description={t('admin-users:create.intro')}
      dismissible={!createUser.isPending}
    >
      <CreateUserForm
        isPending={createUser.isPending}
        onCancel={onClose}
        onSubmit={(values) => createUser.mutateAsync(values).then(onCreated)}
      />
    </Modal>
  );
}

interface CreateUserValues {
  email: string;
  password: string;
  role: Role;
  mpuReasons: MpuReason[];
}

interface CreateUserFormProps {
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: CreateUserValues) => Promise<void>;
}

function CreateUserForm({ isPending, onCancel, onSubmit }: CreateUserFormProps) {
  const { t } = useTranslation(['admin-users']);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [mpuReasons, setMpuReasons] = useState<MpuReason[]>([]);
  const [errors, setErrors] = useState<CreateUserFormErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateCreateUserForm({ email, password });
    if (invalid) {
      setErrors(invalid);
      (email.trim() === '' || invalid.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      await onSubmit({ email: email.trim(), password, role, mpuReasons });
    } catch (error) {
      const fields = getFieldErrorKeys(error, 'create');
      // a taken or malformed address belongs to the email field; anything else to the form
      setErrors(fields.email || fields.password ? fields : { form: getAdminErrorMessageKey(error, 'create') });
      if (fields.email) emailRef.current?.focus();
      else if (fields.password) passwordRef.current?.focus();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {errors.form && <Banner variant="error">{t(errors.form)}</Banner>}
      <TextField
        ref={emailRef}
        label={t('admin-users:create.email')}
        type="email"
        autoComplete="off"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email ? t(errors.email) : undefined}
        disabled={isPending}
      />
      <TextField
        ref={passwordRef}
        label={t('admin-users:create.password')}
        type="password"
        autoComplete="new-password"
        hint={t('admin-users:passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ? t(errors.password) : undefined}
        disabled={isPending}
      />
      <RoleSelect label={t('admin-users:columns.role')} value={role} onChange={setRole} disabled={isPending} />
      <ReasonToggles label={t('admin-users:columns.reasons')} showLabel value={mpuReasons} onChange={setMpuReasons} disabled={isPending} />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('admin-users:actions.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('admin-users:create.submit')}
        </Button>
      </ModalActions>
    </form>
  );
}

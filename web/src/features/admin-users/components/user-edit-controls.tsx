import { useTranslation } from 'react-i18next';
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import { ROLES, type Role } from '@common/domain/page-keys';
import { SelectField } from '../../../components/ui/select-field';
import { ToggleButton, ToggleGroup } from '../../../components/ui/toggle-button';
import { REASON_LABEL_KEYS, ROLE_LABEL_KEYS } from '../user-display';
import { toggleReason } from '../user-form-rules';

interface RoleSelectProps {
  label: string;
  hideLabel?: boolean;
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function RoleSelect({ label, hideLabel, value, onChange, disabled, autoFocus }: RoleSelectProps) {
  const { t } = useTranslation(['admin-users']);
  return (
    <SelectField
      label={label}
      hideLabel={hideLabel}
      value={value}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(event) => onChange(ROLES.find((role) => role === event.target.value) ?? 'user')}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(ROLE_LABEL_KEYS[role])}
        </option>
      ))}
    </SelectField>
  );
}

interface ReasonTogglesProps {
  label: string;
  showLabel?: boolean;
  value: readonly MpuReason[];
  onChange: (reasons: MpuReason[]) => void;
  disabled?: boolean;
}

/** One on/off button per MPU reason, all five (the admin also sets Straftaten-MPU). */
export function ReasonToggles({ label, showLabel, value, onChange, disabled }: ReasonTogglesProps) {
  const { t } = useTranslation(['admin-users']);
  return (
    <ToggleGroup label={label} showLabel={showLabel}>
      {MPU_REASONS.map((reason) => (
        <ToggleButton
          key={reason}
          pressed={value.includes(reason)}
          onPressedChange={() => onChange(toggleReason(value, reason))}
          disabled={disabled}
        >
          {t(REASON_LABEL_KEYS[reason])}
        </ToggleButton>
      ))}
    </ToggleGroup>
  );
}

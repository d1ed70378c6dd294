import { useTranslation } from 'react-i18next';
import type { ChatMode } from '../../../components/chat/use-ai-chat';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import '../locales';

const MODES: readonly ChatMode[] = ['text', 'voice'];

/** 'Schriftliche Prüfung' / 'Mündliche Prüfung'. */
export function ModeSwitch({ mode, onChange }: { mode: ChatMode; onChange: (mode: ChatMode) => void }) {
  const { t } = useTranslation(['exam-trainer']);
  return (
    <SegmentedControl
      legend={t('exam-trainer:modes.label')}
      name="exam-trainer-mode"
      options={MODES.map((option) => ({ value: option, label: t(`exam-trainer:modes.${option}`) }))}
      value={mode}
      onChange={onChange}
    />
  );
}

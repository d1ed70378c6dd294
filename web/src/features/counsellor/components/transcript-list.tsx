import { useTranslation } from 'react-i18next';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { MyStoryTranscript } from '@common/schemas/story-interview';
import { formatDateTime } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { cx } from '../../../lib/cx';

const REASON_KEYS: Record<MpuReason, TranslationKey<'counsellor'>> = {
  alcohol: 'counsellor:reasons.alcohol',
  drugs: 'counsellor:reasons.drugs',
  points: 'counsellor:reasons.points',
  criminal: 'counsellor:reasons.criminal',
  medizinalcannabis: 'counsellor:reasons.medizinalcannabis',
};

/** The trainer conversations the learner saved, each as a transcript (the examiner is the AI). */
export function TranscriptList({ transcripts }: { transcripts: MyStoryTranscript[] }) {
  const { t, i18n } = useTranslation(['counsellor']);
  if (transcripts.length === 0) return <p className="text-slate-700">{t('counsellor:story.transcripts.empty')}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {transcripts.map((transcript) => (
        <li key={transcript.id}>
          <details className="group rounded-xl border border-slate-200 bg-white shadow-sm">
            <summary className="flex min-h-11 cursor-pointer flex-col gap-0.5 px-4 py-3">
              <span className="font-semibold text-slate-900">
                {t('counsellor:story.transcripts.heading', { date: formatDateTime(transcript.createdAt, i18n.language) })}
              </span>
              <span className="text-sm text-slate-700">
                {t('counsellor:story.transcripts.meta', {
                  mode: t(
                    transcript.mode === 'voice' ? 'counsellor:story.transcripts.modes.voice' : 'counsellor:story.transcripts.modes.text',
                  ),
                  reason: t(REASON_KEYS[transcript.reason]),
                  number: transcript.messages.length,
                })}
              </span>
            </summary>
            <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4">
              <ol className="flex flex-col gap-3">
                {transcript.messages.map((message, index) => (
                  <li
                    key={index}
                    className={cx(
                      'rounded-lg px-3 py-2',
                      message.role === 'assistant' ? 'bg-slate-100' : 'border border-indigo-200 bg-indigo-50',
                    )}
                  >
                    <p className="text-sm font-semibold text-slate-700">
                      {message.role === 'assistant'
                        ? t('counsellor:story.transcripts.examiner')
                        : t('counsellor:story.transcripts.learner')}
                    </p>
                    <p className="whitespace-pre-wrap text-slate-900">{message.content}</p>
                  </li>
                ))}
              </ol>
              {transcript.summary.trim() && (
                <div>
                  <p className="font-semibold text-slate-900">{t('counsellor:story.transcripts.summary')}</p>
                  <p className="whitespace-pre-wrap">{transcript.summary}</p>
                </div>
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { QUESTION_CSV_MAX_BYTES, type QuestionCsvImportResult } from '@common/schemas/exam-admin';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextField } from '../../../components/ui/text-field';
import { cx } from '../../../lib/cx';
import { useImportQuestions } from '../api/import-questions';
import {
  checkCsvFile,
  countSampleQuestions,
  formatFileError,
  formatProblem,
  formatSummary,
  toneOfOutcome,
  type CsvFileProblem,
} from '../import-report';

/** The template's required columns, shown in the format hints (the first ten of QUESTION_CSV_COLUMNS). */
const CSV_COLUMNS = 'category_name,question,option_a,option_b,option_c,option_d,correct_answers,explanation,difficulty,mpu_types';
/** The optional columns after them: legal basis, Rechtsstand, and the Turkish and English versions. */
const CSV_OPTIONAL_COLUMNS =
  'legal_basis,checked_on,question_tr,option_a_tr,option_b_tr,option_c_tr,option_d_tr,explanation_tr,question_en,option_a_en,option_b_en,option_c_en,option_d_en,explanation_en';

interface CsvImportDialogProps {
  open: boolean;
  onClose: () => void;
}

export function CsvImportDialog({ open, onClose }: CsvImportDialogProps) {
  const { t } = useTranslation(['exam-admin']);
  const importQuestions = useImportQuestions();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('exam-admin:import.title')}
      closeLabel={t('exam-admin:close')}
      dismissible={!importQuestions.isPending}
      size="lg"
    >
      <CsvImportForm
        isPending={importQuestions.isPending}
        onClose={onClose}
        onImport={(file, onUploadProgress) => importQuestions.mutateAsync({ file, onUploadProgress })}
      />
    </Modal>
  );
}

type Phase =
  | { kind: 'choose' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'importing' }
  | { kind: 'done'; result: QuestionCsvImportResult }
  | { kind: 'failed'; message: string };

const FILE_PROBLEM_KEYS = {
  notCsv: 'exam-admin:import.notCsv',
  tooLarge: 'exam-admin:import.tooLarge',
} as const satisfies Record<CsvFileProblem, string>;

interface CsvImportFormProps {
  isPending: boolean;
  onClose: () => void;
  onImport: (file: File, onUploadProgress: (percent: number) => void) => Promise<QuestionCsvImportResult>;
}

function CsvImportForm({ isPending, onClose, onImport }: CsvImportFormProps) {
  const { t, i18n } = useTranslation(['exam-admin']);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<CsvFileProblem | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const progressTextId = useId();
  const noFileId = useId();

  const percentFormat = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  function formatSize(bytes: number) {
    const megabytes = bytes >= 1024 * 1024;
    return new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(megabytes ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));
  }

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setPhase({ kind: 'choose' });
    if (!chosen) {
      setFile(null);
      setFileProblem(null);
      return;
    }
    const problem = checkCsvFile(chosen, QUESTION_CSV_MAX_BYTES);
    setFileProblem(problem);
    setFile(problem ? null : chosen);
  }

  async function startImport() {
    if (!file) return;
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const result = await onImport(file, (percent) => setPhase(percent >= 100 ? { kind: 'importing' } : { kind: 'uploading', percent }));
      setPhase({ kind: 'done', result });
    } catch (error) {
      setPhase({ kind: 'failed', message: formatFileError(error, t) });
    }
  }

  function chooseAnother() {
    flushSync(() => {
      setFile(null);
      setFileProblem(null);
      setPhase({ kind: 'choose' });
    });
    inputRef.current?.focus();
  }

  // the Importieren button is gone once the report shows: focus goes to the report
  const isDone = phase.kind === 'done';
  useEffect(() => {
    if (isDone) resultRef.current?.focus();
  }, [isDone]);

  const isBusy = isPending || phase.kind === 'uploading' || phase.kind === 'importing';

  return (
    <div className="flex flex-col gap-4">
      {!isDone && (
        <>
          <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{t('exam-admin:import.formatHeading')}</summary>
            <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
              <li>
                {t('exam-admin:import.formatColumns')}
                <code className="block text-xs [overflow-wrap:anywhere] text-slate-900">{CSV_COLUMNS}</code>
              </li>
              <li>{t('exam-admin:import.formatDelimiter')}</li>
              <li>{t('exam-admin:import.formatCorrect')}</li>
              <li>{t('exam-admin:import.formatDifficulty')}</li>
              <li>{t('exam-admin:import.formatTypes')}</li>
              <li>{t('exam-admin:import.formatLimits')}</li>
              <li>{t('exam-admin:import.formatTexts')}</li>
              <li>
                {t('exam-admin:import.formatOptionalColumns')}
                <code className="block text-xs [overflow-wrap:anywhere] text-slate-900">{CSV_OPTIONAL_COLUMNS}</code>
              </li>
              <li>{t('exam-admin:import.formatCheckedOn')}</li>
              <li>{t('exam-admin:import.formatTranslations')}</li>
            </ul>
          </details>
          <TextField
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            label={t('exam-admin:import.file')}
            hint={t('exam-admin:import.fileHint')}
            error={fileProblem ? t(FILE_PROBLEM_KEYS[fileProblem]) : undefined}
            onChange={onFileChange}
            disabled={isBusy}
            className="file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:font-semibold file:text-indigo-800"
          />
          <p id={noFileId} className="text-sm text-slate-700">
            {file ? t('exam-admin:import.chosen', { name: file.name, size: formatSize(file.size) }) : t('exam-admin:import.noFile')}
          </p>
        </>
      )}

      {phase.kind === 'uploading' && (
        <div className="flex flex-col gap-2">
          <p id={progressTextId} className="text-sm font-medium text-slate-800">
            {t('exam-admin:import.uploading', { percent: percentFormat.format(phase.percent / 100) })}
          </p>
          <ProgressBar value={phase.percent} labelledBy={progressTextId} valueText={percentFormat.format(phase.percent / 100)} />
        </div>
      )}
      {phase.kind === 'importing' && (
        <div className="flex flex-col gap-2">
          <p id={progressTextId} className="text-sm font-medium text-slate-800">
            {t('exam-admin:import.importing')}
          </p>
          {/* indeterminate: no value while the server reads the rows */}
          <div role="progressbar" aria-labelledby={progressTextId} className="h-3 w-full overflow-hidden rounded-full bg-slate-200">
            <div className="h-full w-full animate-pulse rounded-full bg-indigo-600" />
          </div>
        </div>
      )}

      {/* on the page before a result arrives, so the summary or the error is announced */}
      <div ref={resultRef} tabIndex={-1} className="outline-none">
        <LiveRegion>
          {phase.kind === 'done' && (
            <Banner variant="success" announce={false}>
              <span data-tone="success">{formatSummary(phase.result, t)}</span>
            </Banner>
          )}
          {phase.kind === 'done' && countSampleQuestions(phase.result) > 0 && (
            <Banner variant="info" announce={false} className="mt-2">
              {t('exam-admin:import.sampleQuestions', { count: countSampleQuestions(phase.result) })}
            </Banner>
          )}
          {phase.kind === 'failed' && (
            <Banner variant="error" announce={false}>
              <span data-tone="error">{phase.message}</span>
            </Banner>
          )}
        </LiveRegion>
      </div>

      {phase.kind === 'done' && phase.result.createdCategories.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('exam-admin:import.createdCategories', { names: phase.result.createdCategories.join(', ') })}
        </p>
      )}
      {phase.kind === 'done' && phase.result.problems.length > 0 && (
        <section aria-labelledby={`${progressTextId}-problems`} className="flex flex-col gap-2">
          <h3 id={`${progressTextId}-problems`} className="text-base font-semibold text-slate-900">
            {t('exam-admin:import.problemsHeading')}
          </h3>
          <ul className="flex max-h-72 flex-col gap-1.5 overflow-y-auto rounded-lg border border-slate-200 p-2">
            {phase.result.problems.map((problem, index) => {
              const tone = toneOfOutcome(problem.outcome);
              return (
                <li
                  key={`${problem.line}-${index}`}
                  data-tone={tone}
                  className={cx(
                    'rounded-md border px-3 py-2 text-sm font-medium [overflow-wrap:anywhere]',
                    tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800',
                  )}
                >
                  {formatProblem(problem, t)}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <ModalActions>
        {isDone ? (
          <>
            <Button variant="secondary" onClick={chooseAnother}>
              {t('exam-admin:import.another')}
            </Button>
            <Button onClick={onClose}>{t('exam-admin:close')}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={isBusy}>
              {t('exam-admin:cancel')}
            </Button>
            <Button onClick={() => void startImport()} disabled={!file} loading={isBusy} aria-describedby={file ? undefined : noFileId}>
              {t('exam-admin:import.submit')}
            </Button>
          </>
        )}
      </ModalActions>
    </div>
  );
}

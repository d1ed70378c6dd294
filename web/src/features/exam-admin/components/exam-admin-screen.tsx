import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExamQuestion } from '@common/schemas/exam-admin';
import type { ExamCategory } from '@common/schemas/exam-admin';
import { Banner } from '../../../components/ui/banner';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Pagination } from '../../../components/ui/pagination';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useListParams, usePageCount } from '../../../lib/use-list-params';
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteQuestion } from '../api/delete-question';
import { getExamAdminErrorKey, type ExamAdminAction } from '../api/exam-admin-messages';
import { useCategories } from '../api/list-categories';
import { useQuestions } from '../api/list-questions';
import { downloadQuestionTemplate } from '../download-template';
import { CategoryDialog } from './category-dialog';
import { CategoryList } from './category-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CsvImportDialog } from './csv-import-dialog';
import { DeleteAllDialogs, type DeleteAllStep } from './delete-all-dialogs';
import { QuestionDialog } from './question-dialog';
import { QuestionList } from './question-list';
import { SimulationSettings } from './simulation-settings';

type OpenDialog =
  | { kind: 'import' }
  | { kind: 'category'; category: ExamCategory | 'new' }
  | { kind: 'deleteCategory'; category: ExamCategory }
  | { kind: 'question'; question: ExamQuestion | 'new' }
  | { kind: 'deleteQuestion'; question: ExamQuestion }
  | null;

function BackIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M17 10a.75.75 0 0 1-.75.75H5.612l4.158 3.96a.75.75 0 1 1-1.04 1.08l-5.5-5.25a.75.75 0 0 1 0-1.08l5.5-5.25a.75.75 0 1 1 1.04 1.08L5.612 9.25H16.25A.75.75 0 0 1 17 10Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** /dashboard/admin/quiz: categories, the question list with filter and search, and the dialogs. */
export function ExamAdminScreen() {
  const { t } = useTranslation(['exam-admin']);
  // filter, search and page live in the URL, so a reload shows the same list
  const { search, page, filters, searchInput, onSearchChange, changeParams } = useListParams({ filters: ['category'], trimSearch: true });
  const categoryId = filters.category;

  const categories = useCategories();
  const questions = useQuestions({ categoryId, search, page });
  const deleteQuestion = useDeleteQuestion();
  const deleteCategory = useDeleteCategory();

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [deleteAllStep, setDeleteAllStep] = useState<DeleteAllStep>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'exam-admin'>>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = useRef<HTMLElement | null>(null);

  const totalQuestions = categories.data?.reduce((sum, category) => sum + category.questionCount, 0);
  // after deleting the last question of the last page, this shows the page that now is the last
  const pageCount = usePageCount({ page, list: questions, goToPage: (next) => changeParams({ page: next }) });

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    focusAfterDelete.current = null;
    setDialog(next);
  }

  const closeDialog = () => setDialog(null);

  function failed(action: ExamAdminAction) {
    return (error: unknown) => {
      closeDialog();
      say('error', getExamAdminErrorKey(error, action));
    };
  }

  async function onTemplate() {
    clearFeedback();
    try {
      await downloadQuestionTemplate();
    } catch {
      say('error', 'exam-admin:errors.template');
    }
  }

  function confirmDeleteQuestion(question: ExamQuestion) {
    deleteQuestion.mutate(question.id, {
      onSuccess: () => {
        // the row and its button are gone: focus goes to the list's heading
        focusAfterDelete.current = headingRef.current;
        closeDialog();
        say('success', 'exam-admin:success.questionDeleted');
      },
      onError: failed('deleteQuestion'),
    });
  }

  function confirmDeleteCategory(category: ExamCategory) {
    deleteCategory.mutate(category.id, {
      onSuccess: () => {
        focusAfterDelete.current = headingRef.current;
        if (categoryId === category.id) changeParams({ category: '', page: 1 });
        closeDialog();
        say('success', 'exam-admin:success.categoryDeleted');
      },
      onError: failed('deleteCategory'),
    });
  }

  let content: ReactNode;
  if (questions.isPending) {
    content = <Spinner label={t('exam-admin:questions.loading')} showLabel className="justify-center py-10" />;
  } else if (questions.isError) {
    content = (
      <LoadErrorBanner
        retryLabel={t('exam-admin:questions.retry')}
        onRetry={() => void questions.refetch()}
        isRetrying={questions.isFetching}
        size="sm"
      >
        {t('exam-admin:errors.loadQuestions')}
      </LoadErrorBanner>
    );
  } else if (questions.data.items.length === 0) {
    content = (
      <EmptyState
        title={t('exam-admin:questions.emptyTitle')}
        description={t('exam-admin:questions.emptyHint')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={() => openDialog({ kind: 'import' })}>
              {t('exam-admin:toolbar.import')}
            </Button>
            <Button onClick={() => openDialog({ kind: 'question', question: 'new' })}>{t('exam-admin:toolbar.newQuestion')}</Button>
          </div>
        }
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-4" aria-busy={questions.isFetching || undefined}>
        <QuestionList
          questions={questions.data.items}
          categories={categories.data}
          onEdit={(question) => openDialog({ kind: 'question', question })}
          onDelete={(question) => openDialog({ kind: 'deleteQuestion', question })}
        />
        {pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => changeParams({ page: next })}
            label={t('exam-admin:pagination.label')}
          />
        )}
      </div>
    );
  }

  return (
    <>
      <Link
        to="/dashboard/admin"
        className="mb-2 inline-flex min-h-11 items-center gap-1.5 font-medium text-indigo-700 hover:text-indigo-800"
      >
        <BackIcon />
        {t('exam-admin:backToAdmin')}
      </Link>
      <PageHeader
        title={t('exam-admin:title')}
        description={<p className="max-w-prose">{t('exam-admin:intro')}</p>}
        actions={
          <>
            <Button
              variant="danger-secondary"
              onClick={() => {
                clearFeedback();
                setDeleteAllStep('first');
              }}
              disabled={!totalQuestions}
            >
              {t('exam-admin:toolbar.deleteAll')}
            </Button>
            <Button variant="secondary" onClick={() => void onTemplate()}>
              {t('exam-admin:toolbar.template')}
            </Button>
            <Button variant="secondary" onClick={() => openDialog({ kind: 'import' })}>
              {t('exam-admin:toolbar.import')}
            </Button>
            <Button variant="secondary" onClick={() => openDialog({ kind: 'category', category: 'new' })}>
              {t('exam-admin:toolbar.newCategory')}
            </Button>
            <Button onClick={() => openDialog({ kind: 'question', question: 'new' })}>{t('exam-admin:toolbar.newQuestion')}</Button>
          </>
        }
      />

      <div className="flex flex-col gap-6">
        <CategoryList
          categories={categories.data}
          isPending={categories.isPending}
          isError={categories.isError}
          isRetrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
          onEdit={(category) => openDialog({ kind: 'category', category })}
          onDelete={(category) => openDialog({ kind: 'deleteCategory', category })}
        />

        <SimulationSettings />

        <section aria-labelledby="exam-questions-heading" className="flex flex-col gap-4">
          <h2 id="exam-questions-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
            {t('exam-admin:questions.heading')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 sm:items-start lg:max-w-3xl">
            <SelectField
              label={t('exam-admin:questions.filterCategory')}
              value={categoryId}
              onChange={(event) => changeParams({ category: event.target.value, page: 1 })}
            >
              <option value="">{t('exam-admin:questions.allCategories')}</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('exam-admin:questions.search')}
              hint={t('exam-admin:questions.searchHint')}
              type="search"
              autoComplete="off"
              value={searchInput}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </div>
          <div className="flex min-h-11 items-center gap-3">
            {questions.isFetching && !questions.isPending && <Spinner label={t('exam-admin:questions.loading')} size="sm" />}
            {/* the number of hits is announced after each filter or search */}
            <p aria-live="polite" className="text-sm font-medium text-slate-700">
              {questions.data ? t('exam-admin:questions.count', { count: questions.data.total }) : ''}
            </p>
          </div>
          {content}
        </section>
      </div>

      {/* sticky, so it is seen at the end of a long list on a phone as well */}
      <LiveRegion className="sticky bottom-4 z-10 mt-4">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>

      <CsvImportDialog open={dialog?.kind === 'import'} onClose={closeDialog} />
      <CategoryDialog
        category={dialog?.kind === 'category' ? dialog.category : null}
        onClose={closeDialog}
        onSaved={(kind) => {
          closeDialog();
          say('success', kind === 'created' ? 'exam-admin:success.categoryCreated' : 'exam-admin:success.categoryUpdated');
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteCategory'}
        title={t('exam-admin:deleteCategory.title')}
        description={
          dialog?.kind === 'deleteCategory'
            ? t('exam-admin:deleteCategory.confirm', { name: dialog.category.name, count: dialog.category.questionCount })
            : undefined
        }
        confirmLabel={t('exam-admin:deleteCategory.submit')}
        isPending={deleteCategory.isPending}
        onConfirm={() => dialog?.kind === 'deleteCategory' && confirmDeleteCategory(dialog.category)}
        onClose={closeDialog}
        returnFocusRef={focusAfterDelete}
      />
      <QuestionDialog
        question={dialog?.kind === 'question' ? dialog.question : null}
        categories={categories.data ?? []}
        defaultCategoryId={categoryId}
        onClose={closeDialog}
        onSaved={(kind) => {
          closeDialog();
          say('success', kind === 'created' ? 'exam-admin:success.questionCreated' : 'exam-admin:success.questionUpdated');
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteQuestion'}
        title={t('exam-admin:deleteQuestion.title')}
        description={
          dialog?.kind === 'deleteQuestion' ? (
            <>
              <p>{t('exam-admin:deleteQuestion.confirm')}</p>
              <p className="mt-2 font-semibold [overflow-wrap:anywhere] text-slate-900">„{dialog.question.question}“</p>
            </>
          ) : undefined
        }
        confirmLabel={t('exam-admin:deleteQuestion.submit')}
        isPending={deleteQuestion.isPending}
        onConfirm={() => dialog?.kind === 'deleteQuestion' && confirmDeleteQuestion(dialog.question)}
        onClose={closeDialog}
        returnFocusRef={focusAfterDelete}
      />
      <DeleteAllDialogs
        step={deleteAllStep}
        questionCount={totalQuestions ?? 0}
        onStepChange={setDeleteAllStep}
        onDeleted={() => {
          setDeleteAllStep(null);
          changeParams({ page: 1 });
          say('success', 'exam-admin:success.allDeleted');
        }}
        onFailed={(error) => {
          setDeleteAllStep(null);
          say('error', getExamAdminErrorKey(error, 'deleteAll'));
        }}
      />
    </>
  );
}

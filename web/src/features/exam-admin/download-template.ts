import { saveFile } from '../../lib/save-file';

/** The file name of 'CSV Template'. */
export const TEMPLATE_FILE_NAME = 'pruefungsfragen-vorlage.csv';

/**
 * 'CSV Template': built in the browser from the shared template (with a BOM, so Excel reads UTF-8), then
 * saved through a temporary link. The CSV code loads on the first click, not with the page.
 */
export async function downloadQuestionTemplate() {
  const { buildQuestionCsvTemplate } = await import('@common/domain/question-csv');
  const blob = new Blob([buildQuestionCsvTemplate()], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, TEMPLATE_FILE_NAME);
}

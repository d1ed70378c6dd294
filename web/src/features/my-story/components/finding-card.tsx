import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Finding } from '@common/domain/my-story';
import { cx } from '../../../lib/cx';
import { formatDecimal, formatPermilleNumber } from '../story-format';

/** Blood alcohol figures: always two decimals ('0,00', '1,60'), as the calculator shows them. */
const PERMILLE_PARAMS = new Set(['expectedLow', 'expectedHigh', 'measured']);

/** The texts of the story checks (namespace 'story-checks', loaded with this feature), by a key built at run time. */
export function useCheckTexts() {
  const { i18n } = useTranslation(['my-story']);
  const fixed = i18n.getFixedT(null, 'story-checks') as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: string, options?: Record<string, unknown>) => fixed(key, options);
}

/** The knowledge article a finding links, opened on the story page's own route (readable without the knowledge page). */
export const articleHref = (slug: string) => `/dashboard/my-story/articles/${encodeURIComponent(slug)}`;

/** The finding's figures for its texts, numbers in the active language. */
export function useFindingParams(finding: Finding) {
  const { i18n } = useTranslation(['my-story']);
  return Object.fromEntries(
    Object.entries(finding.params).map(([key, value]) => [
      key,
      typeof value !== 'number'
        ? value
        : PERMILLE_PARAMS.has(key)
          ? formatPermilleNumber(value, i18n.language)
          : formatDecimal(value, i18n.language),
    ]),
  );
}

/** The keys of a finding's texts: a vague phrase has its own why and example, the kind's title and question. */
export function findingKeys(finding: Finding) {
  const kind = `findings.${finding.kind}`;
  const phrase =
    finding.kind === 'vague-language' && typeof finding.params.phraseId === 'string' ? `phrases.${finding.params.phraseId}` : kind;
  return { title: `${kind}.title`, why: `${phrase}.why`, example: `${phrase}.example`, question: `${kind}.question` };
}

export function useFindingTitle(finding: Finding) {
  const tc = useCheckTexts();
  const params = useFindingParams(finding);
  return tc(findingKeys(finding).title, params);
}

/** One finding: title, why an assessor objects, a concrete sentence of someone else, the question, the article. */
export function FindingCard({ finding, compact = false }: { finding: Finding; compact?: boolean }) {
  const { t } = useTranslation(['my-story']);
  const tc = useCheckTexts();
  const params = useFindingParams(finding);
  const keys = findingKeys(finding);
  const title = useFindingTitle(finding);
  return (
    <div
      className={cx('rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900', compact && 'p-3')}
      data-testid="story-finding"
      data-kind={finding.kind}
    >
      <p className="font-semibold text-amber-900">{title}</p>
      <details className="mt-1">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-indigo-800 underline">
          {t('my-story:findings.explain')}
        </summary>
        <dl className="mt-2 flex max-w-prose flex-col gap-2">
          <div>
            <dt className="font-semibold">{t('my-story:findings.why')}</dt>
            <dd>{tc(keys.why, params)}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('my-story:findings.example')}</dt>
            <dd>{tc(keys.example, params)}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('my-story:findings.question')}</dt>
            <dd>{tc(keys.question, params)}</dd>
          </div>
        </dl>
        <p className="mt-2">
          <Link to={articleHref(finding.articleSlug)}>{t('my-story:findings.article')}</Link>
        </p>
      </details>
    </div>
  );
}

/** The findings about one field, right under it. */
export function FieldFindings({ findings, field }: { findings: Finding[]; field: string }) {
  const here = findings.filter((finding) => finding.field === field);
  if (here.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {here.map((finding, index) => (
        <FindingCard key={`${finding.kind}-${index}`} finding={finding} compact />
      ))}
    </div>
  );
}

/** The element id of a story field ('change.text' → 'story-change-text'), for focusing it from the summary. */
export const fieldId = (field: string) => `story-${field.replace(/\./g, '-')}`;

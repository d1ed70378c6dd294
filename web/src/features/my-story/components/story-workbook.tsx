import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storySections, type Finding, type StorySection } from '@common/domain/my-story';
import type { MpuReason } from '@common/domain/mpu-reasons';
import {
  DRINKING_GOALS,
  PROOF_KINDS,
  STORY_MAX_INCIDENTS,
  STORY_MAX_LIST_ITEMS,
  type DrinkingGoal,
  type Incident,
  type ProofKind,
  type Story,
} from '@common/schemas/my-story';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { newItemId } from '../story-format';
import { BacExplanation, BacResult } from './bac-calculator';
import { DrinksList } from './drinks-list';
import { FieldFindings, fieldId, useCheckTexts } from './finding-card';
import { NumberField } from './number-field';
import { PersonFields } from './person-fields';
import { SectionCard, StoryInput, StoryTextArea } from './story-fields';
import { StoryItemList } from './story-item-list';

type Update = (change: (story: Story) => Story) => void;

const SUBSTANCE_REASONS: readonly MpuReason[] = ['alcohol', 'drugs', 'medizinalcannabis'];

export const newIncident = (reason: MpuReason): Incident => ({
  id: newItemId(),
  reason,
  date: '',
  description: '',
  bacPermille: null,
  sampleTime: '',
  thcNgMl: null,
  points: null,
  drinks: [],
});

const isEmptyIncident = (incident: Incident) =>
  !incident.date &&
  !incident.description.trim() &&
  incident.bacPermille === null &&
  !incident.sampleTime &&
  incident.thcNgMl === null &&
  incident.points === null &&
  incident.drinks.length === 0;

function IncidentsSection({
  story,
  update,
  reasons,
  findings,
}: {
  story: Story;
  update: Update;
  reasons: MpuReason[];
  findings: Finding[];
}) {
  const { t } = useTranslation(['my-story']);
  const addRef = useRef<HTMLButtonElement>(null);
  const hasAlcohol = story.incidents.some((incident) => incident.reason === 'alcohol') || reasons.includes('alcohol');
  // an incident with text or values is removed only after a confirmation (what was written is gone)
  const [removing, setRemoving] = useState<{ id: string; number: number } | null>(null);
  const removeIncident = (id: string) => update((s) => ({ ...s, incidents: s.incidents.filter((incident) => incident.id !== id) }));
  const changeIncident = (index: number, patch: Partial<Incident>) =>
    update((s) => ({ ...s, incidents: s.incidents.map((incident, i) => (i === index ? { ...incident, ...patch } : incident)) }));

  return (
    <>
      {hasAlcohol && (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-slate-900">{t('my-story:person.title')}</legend>
          <p className="text-sm text-slate-700">{t('my-story:person.why')}</p>
          <PersonFields person={story.person} onChange={(person) => update((s) => ({ ...s, person }))} />
        </fieldset>
      )}
      <StoryItemList
        items={story.incidents}
        emptyText={t('my-story:incidents.empty')}
        legend={(index) => t('my-story:incidents.legend', { number: index + 1 })}
        fieldsetClassName="flex flex-col gap-3 sm:p-4"
        itemTestId="story-incident"
        removeLabel={(index) => t('my-story:incidents.remove', { number: index + 1 })}
        removeVariant="danger-secondary"
        onRemove={(incident, index) => {
          if (!isEmptyIncident(incident)) {
            setRemoving({ id: incident.id, number: index + 1 });
            return false;
          }
          removeIncident(incident.id);
          return true;
        }}
        addLabel={t('my-story:incidents.add')}
        onAdd={() => update((s) => ({ ...s, incidents: [...s.incidents, newIncident(reasons[0] ?? 'alcohol')] }))}
        max={STORY_MAX_INCIDENTS}
        addRef={addRef}
        renderFields={(incident, index) => (
          <>
            {reasons.length > 1 && (
              <SelectField
                label={t('my-story:incidents.reason')}
                value={incident.reason}
                data-item-first=""
                onChange={(event) => changeIncident(index, { reason: event.target.value as MpuReason })}
              >
                {reasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`my-story:reasons.${reason}`)}
                  </option>
                ))}
              </SelectField>
            )}
            <div className="max-w-56" data-item-first={reasons.length > 1 ? undefined : ''}>
              <StoryInput
                field={`incidents.${index}.date`}
                type="date"
                label={t('my-story:incidents.date')}
                value={incident.date}
                findings={findings}
                onChange={(date) => changeIncident(index, { date })}
              />
            </div>
            <StoryTextArea
              field={`incidents.${index}.description`}
              label={t('my-story:incidents.description')}
              rows={4}
              value={incident.description}
              findings={findings}
              onChange={(description) => changeIncident(index, { description })}
            />
            {incident.reason === 'alcohol' && (
              <>
                <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                  <NumberField
                    label={t('my-story:incidents.bac')}
                    value={incident.bacPermille}
                    min={0}
                    max={5}
                    onChange={(bacPermille) => changeIncident(index, { bacPermille })}
                  />
                  <StoryInput
                    field={`incidents.${index}.sampleTime`}
                    type="time"
                    label={t('my-story:incidents.sampleTime')}
                    value={incident.sampleTime}
                    findings={findings}
                    onChange={(sampleTime) => changeIncident(index, { sampleTime })}
                  />
                </div>
                <div id={fieldId(`incidents.${index}.drinks`)} tabIndex={-1} className="flex flex-col gap-2">
                  <h3 className="font-semibold text-slate-900">{t('my-story:drinks.title')}</h3>
                  <p className="text-sm text-slate-700">{t('my-story:drinks.hint')}</p>
                  <DrinksList
                    idPrefix={`incident-${index}`}
                    drinks={incident.drinks}
                    onChange={(drinks) => changeIncident(index, { drinks })}
                  />
                </div>
                <div className="rounded-lg border border-slate-200 p-3" aria-live="polite">
                  <BacResult person={story.person} drinks={incident.drinks} sampleTime={incident.sampleTime} />
                </div>
                <FieldFindings findings={findings} field={`incidents.${index}.drinks`} />
                <BacExplanation />
              </>
            )}
            {(incident.reason === 'drugs' || incident.reason === 'medizinalcannabis') && (
              <div className="sm:max-w-xs">
                <NumberField
                  label={t('my-story:incidents.thc')}
                  value={incident.thcNgMl}
                  min={0}
                  max={500}
                  onChange={(thcNgMl) => changeIncident(index, { thcNgMl })}
                />
              </div>
            )}
            {incident.reason === 'points' && (
              <div className="sm:max-w-xs">
                <NumberField
                  label={t('my-story:incidents.points')}
                  value={incident.points}
                  min={0}
                  max={30}
                  isInteger
                  onChange={(points) => changeIncident(index, { points })}
                />
              </div>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('my-story:incidents.confirmTitle', { number: removing?.number ?? 0 })}
        description={t('my-story:incidents.confirmText')}
        confirmLabel={t('my-story:incidents.confirm')}
        returnFocusRef={addRef}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) removeIncident(removing.id);
          setRemoving(null);
        }}
      />
    </>
  );
}

function ProofSection({ story, update, findings, hasTracker }: { story: Story; update: Update; findings: Finding[]; hasTracker: boolean }) {
  const { t } = useTranslation(['my-story']);
  const items = story.proof.items;
  const setItems = (next: Story['proof']['items']) => update((s) => ({ ...s, proof: { ...s.proof, items: next } }));
  return (
    <>
      {hasTracker && (
        <div className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3">
          <Checkbox
            label={t('my-story:proof.linkTracker')}
            checked={story.proof.linkAbstinenceTracker}
            onChange={(event) => update((s) => ({ ...s, proof: { ...s.proof, linkAbstinenceTracker: event.target.checked } }))}
          />
          <p className="text-sm">
            <Link to="/dashboard/abstinence">{t('my-story:proof.openTracker')}</Link>
          </p>
        </div>
      )}
      <div id={fieldId('proof.items')} tabIndex={-1} className="flex flex-col gap-3">
        <StoryItemList
          items={items}
          emptyText={t('my-story:proof.empty')}
          legend={(index) => t('my-story:proof.legend', { number: index + 1 })}
          fieldsetClassName="grid gap-3 sm:grid-cols-2"
          removeLabel={(index) => t('my-story:proof.remove', { number: index + 1 })}
          onRemove={(removed) => {
            setItems(items.filter((item) => item.id !== removed.id));
            return true;
          }}
          addLabel={t('my-story:proof.add')}
          onAdd={() => setItems([...items, { id: newItemId(), kind: 'abstinence', description: '', from: '', to: '' }])}
          max={STORY_MAX_LIST_ITEMS}
          renderFields={(item, index) => (
            <>
              <SelectField
                label={t('my-story:proof.kind')}
                value={item.kind}
                data-item-first=""
                onChange={(event) => setItems(items.map((p, i) => (i === index ? { ...p, kind: event.target.value as ProofKind } : p)))}
              >
                {PROOF_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`my-story:proof.kinds.${kind}`)}
                  </option>
                ))}
              </SelectField>
              <StoryInput
                field={`proof.items.${index}.description`}
                label={t('my-story:proof.description')}
                value={item.description}
                findings={findings}
                onChange={(description) => setItems(items.map((p, i) => (i === index ? { ...p, description } : p)))}
              />
              <StoryInput
                field={`proof.items.${index}.from`}
                type="date"
                label={t('my-story:proof.from')}
                value={item.from}
                findings={findings}
                onChange={(from) => setItems(items.map((p, i) => (i === index ? { ...p, from } : p)))}
              />
              <StoryInput
                field={`proof.items.${index}.to`}
                type="date"
                label={t('my-story:proof.to')}
                value={item.to}
                findings={findings}
                onChange={(to) => setItems(items.map((p, i) => (i === index ? { ...p, to } : p)))}
              />
            </>
          )}
        />
      </div>
      <FieldFindings findings={findings} field="proof.items" />
    </>
  );
}

function StabilitySection({ story, update, findings }: { story: Story; update: Update; findings: Finding[] }) {
  const { t } = useTranslation(['my-story']);
  const risks = story.stability.riskSituations;
  const setRisks = (next: Story['stability']['riskSituations']) =>
    update((s) => ({ ...s, stability: { ...s.stability, riskSituations: next } }));
  return (
    <>
      <div id={fieldId('stability.riskSituations')} tabIndex={-1} className="flex flex-col gap-3">
        <h3 className="font-semibold text-slate-900">{t('my-story:stability.risksTitle')}</h3>
        <StoryItemList
          items={risks}
          emptyText={t('my-story:stability.empty')}
          legend={(index) => t('my-story:stability.legend', { number: index + 1 })}
          removeLabel={(index) => t('my-story:stability.remove', { number: index + 1 })}
          onRemove={(removed) => {
            setRisks(risks.filter((risk) => risk.id !== removed.id));
            return true;
          }}
          addLabel={t('my-story:stability.add')}
          onAdd={() => setRisks([...risks, { id: newItemId(), situation: '', strategy: '' }])}
          max={STORY_MAX_LIST_ITEMS}
          renderFields={(risk, index) => (
            <>
              <div data-item-first="">
                <StoryInput
                  field={`stability.riskSituations.${index}.situation`}
                  label={t('my-story:stability.situation')}
                  value={risk.situation}
                  findings={findings}
                  onChange={(situation) => setRisks(risks.map((r, i) => (i === index ? { ...r, situation } : r)))}
                />
              </div>
              <StoryTextArea
                field={`stability.riskSituations.${index}.strategy`}
                label={t('my-story:stability.strategy')}
                rows={3}
                value={risk.strategy}
                findings={findings}
                onChange={(strategy) => setRisks(risks.map((r, i) => (i === index ? { ...r, strategy } : r)))}
              />
            </>
          )}
        />
        <FieldFindings findings={findings} field="stability.riskSituations" />
      </div>
      <StoryTextArea
        field="stability.support"
        label={t('my-story:stability.support')}
        rows={3}
        value={story.stability.support}
        findings={findings}
        onChange={(support) => update((s) => ({ ...s, stability: { ...s.stability, support } }))}
      />
    </>
  );
}

function ChangeSection({ story, update, reasons, findings }: { story: Story; update: Update; reasons: MpuReason[]; findings: Finding[] }) {
  const { t } = useTranslation(['my-story']);
  const change = story.change;
  const set = (patch: Partial<Story['change']>) => update((s) => ({ ...s, change: { ...s.change, ...patch } }));
  const usesSubstance = reasons.some((reason) => SUBSTANCE_REASONS.includes(reason));
  return (
    <>
      <StoryTextArea
        field="change.text"
        label={t('my-story:change.text')}
        value={change.text}
        findings={findings}
        onChange={(text) => set({ text })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <StoryInput
          field="change.since"
          type="date"
          label={t('my-story:change.since')}
          value={change.since}
          findings={findings}
          onChange={(since) => set({ since })}
        />
        {usesSubstance && (
          <StoryInput
            field="change.abstinentSince"
            type="date"
            label={t('my-story:change.abstinentSince')}
            hint={t('my-story:change.abstinentSinceHint')}
            value={change.abstinentSince}
            findings={findings}
            onChange={(abstinentSince) => set({ abstinentSince })}
          />
        )}
      </div>
      <StoryTextArea
        field="change.enabledBy"
        label={t('my-story:change.enabledBy')}
        rows={3}
        value={change.enabledBy}
        findings={findings}
        onChange={(enabledBy) => set({ enabledBy })}
      />
      {reasons.includes('alcohol') && (
        <div className="flex flex-col gap-2 sm:max-w-sm">
          <SelectField
            id={fieldId('change.goal')}
            label={t('my-story:change.goal')}
            value={change.goal}
            onChange={(event) => set({ goal: event.target.value as DrinkingGoal })}
          >
            {DRINKING_GOALS.map((goal) => (
              <option key={goal || 'none'} value={goal}>
                {t(`my-story:change.goals.${goal || 'none'}`)}
              </option>
            ))}
          </SelectField>
          <FieldFindings findings={findings} field="change.goal" />
        </div>
      )}
    </>
  );
}

/** The workbook: the sections the learner's reasons call for (storySections), each with its fields and findings. */
export function StoryWorkbook({
  story,
  update,
  reasons,
  findings,
  hasTracker,
}: {
  story: Story;
  update: Update;
  reasons: MpuReason[];
  findings: Finding[];
  hasTracker: boolean;
}) {
  const { t } = useTranslation(['my-story']);
  const sections = storySections(reasons.length > 0 ? reasons : ['alcohol']);
  const body: Record<StorySection, () => ReactNode> = {
    incidents: () => (
      <IncidentsSection story={story} update={update} reasons={reasons.length > 0 ? reasons : ['alcohol']} findings={findings} />
    ),
    history: () => (
      <StoryTextArea
        field="history.text"
        label={t('my-story:history.text')}
        value={story.history.text}
        findings={findings}
        onChange={(text) => update((s) => ({ ...s, history: { text } }))}
      />
    ),
    causes: () => (
      <StoryTextArea
        field="causes.text"
        label={t('my-story:causes.text')}
        value={story.causes.text}
        findings={findings}
        onChange={(text) => update((s) => ({ ...s, causes: { text } }))}
      />
    ),
    insight: () => (
      <StoryTextArea
        field="insight.text"
        label={t('my-story:insight.text')}
        value={story.insight.text}
        findings={findings}
        onChange={(text) => update((s) => ({ ...s, insight: { text } }))}
      />
    ),
    change: () => <ChangeSection story={story} update={update} reasons={reasons} findings={findings} />,
    proof: () => <ProofSection story={story} update={update} findings={findings} hasTracker={hasTracker} />,
    stability: () => <StabilitySection story={story} update={update} findings={findings} />,
    future: () => (
      <StoryTextArea
        field="future.text"
        label={t('my-story:future.text')}
        value={story.future.text}
        findings={findings}
        onChange={(text) => update((s) => ({ ...s, future: { text } }))}
      />
    ),
  };
  return (
    <div className="flex flex-col gap-6">
      {sections.map(({ section, promptIds }) => (
        <SectionCard key={section} section={section} promptIds={promptIds}>
          {body[section]()}
        </SectionCard>
      ))}
    </div>
  );
}

/** Links to the workbook's sections and the self-check: the page is long, on a phone especially. */
export function SectionNav({ reasons }: { reasons: MpuReason[] }) {
  const { t } = useTranslation(['my-story']);
  const tc = useCheckTexts();
  const sections = storySections(reasons.length > 0 ? reasons : ['alcohol']);
  return (
    <nav aria-labelledby="story-nav-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:hidden">
      <h2 id="story-nav-title" className="text-sm font-semibold text-slate-900">
        {t('my-story:nav')}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
        {sections.map(({ section }) => (
          <li key={section}>
            <a className="inline-flex min-h-11 items-center" href={`#section-${section}`}>
              {tc(`sections.${section}.title`)}
            </a>
          </li>
        ))}
        <li>
          <a className="inline-flex min-h-11 items-center" href="#self-check">
            {t('my-story:selfCheck.short')}
          </a>
        </li>
      </ul>
    </nav>
  );
}

// "Meine MPU-Geschichte" (/dashboard/my-story, issue 37): the learner's own story as one document,
// saved as they write, with a version per calendar day. Health and offence data (Art. 9 GDPR):
// nothing is stored before the consent; only the learner reads it.
//
//   GET    /api/my-story                 MyStoryState (consent, document, revision, updatedAt)
//   POST   /api/my-story/consent         { accepted: true } → MyStoryState
//   DELETE /api/my-story/consent         withdraws the consent and deletes story, versions, transcripts
//   PUT    /api/my-story                 { story, baseRevision } → MyStoryState; 409 STALE_REVISION when
//                                         another tab saved in between (the body then holds the newer state)
//   GET    /api/my-story/versions        MyStoryVersionSummary[] (newest first)
//   GET    /api/my-story/versions/{id}   MyStoryVersion
//   GET    /api/my-story/export.pdf      the story, its findings and readiness as a PDF
//   GET    /api/my-story/readiness       { readiness: { parts, overall } | null } for the overview's line
//   GET    /api/my-story/transcripts     MyStoryTranscriptSummary[]; POST saves one; DELETE /{id} deletes one
//
// Another learner's or an administrator's request for a story that is not theirs cannot name one:
// every route reads the signed-in user's own rows; version and transcript ids of someone else are 404.
import { z } from 'zod';
import { MPU_REASONS } from '../domain/mpu-reasons';
import { STORY_ARTICLES, type StoryArticleSlug } from '../domain/my-story/articles';
import { STORY_PARTS } from '../domain/my-story/types';

export const STORY_TEXT_MAX_LENGTH = 4000;
export const STORY_SHORT_TEXT_MAX_LENGTH = 300;
export const STORY_MAX_INCIDENTS = 10;
export const STORY_MAX_DRINKS = 40;
export const STORY_MAX_LIST_ITEMS = 20;

const longText = z.string().max(STORY_TEXT_MAX_LENGTH, 'TOO_LONG').default('');
const shortText = z.string().max(STORY_SHORT_TEXT_MAX_LENGTH, 'TOO_LONG').default('');
/** 'YYYY-MM-DD' or '' while the learner has not given it. */
const optionalDate = z.union([z.iso.date('INVALID_DATE'), z.literal('')]).default('');
/** 'HH:MM' (24 h) or ''. */
const optionalTime = z
  .string()
  .regex(/^(?:$|(?:[01]\d|2[0-3]):[0-5]\d)$/, 'INVALID_TIME')
  .default('');
const itemId = z.string().min(1).max(40);
const optionalNumber = (min: number, max: number) => z.number().min(min, 'TOO_SMALL').max(max, 'TOO_LARGE').nullable().default(null);

export const DRINK_KINDS = ['beer', 'wine', 'sparkling', 'spirits', 'mixed', 'other'] as const;
export type DrinkKind = (typeof DRINK_KINDS)[number];

/** One line of the drinks list: `count` drinks of `volumeMl` at `abvPercent` % vol, drunk between start and end. */
export const DrinkSchema = z.object({
  id: itemId,
  kind: z.enum(DRINK_KINDS, 'INVALID_KIND'),
  volumeMl: z.number().min(1, 'TOO_SMALL').max(2000, 'TOO_LARGE'),
  abvPercent: z.number().min(0, 'TOO_SMALL').max(80, 'TOO_LARGE'),
  count: z.number().int('INVALID_NUMBER').min(1, 'TOO_SMALL').max(50, 'TOO_LARGE'),
  start: optionalTime,
  end: optionalTime,
});
export type Drink = z.infer<typeof DrinkSchema>;

/**
 * What happened, with the measured values that fit the incident's reason: BAK in ‰ with the time the
 * blood sample was taken (alcohol), THC in ng/ml (drugs, cannabis), points (points).
 * Times without a date: a sample earlier than the first drink's start is on the next day.
 */
export const IncidentSchema = z.object({
  id: itemId,
  reason: z.enum(MPU_REASONS, 'INVALID_REASON'),
  date: optionalDate,
  description: longText,
  bacPermille: optionalNumber(0, 5),
  sampleTime: optionalTime,
  thcNgMl: optionalNumber(0, 500),
  points: optionalNumber(0, 30),
  drinks: z.array(DrinkSchema).max(STORY_MAX_DRINKS, 'TOO_MANY').default([]),
});
export type Incident = z.infer<typeof IncidentSchema>;

export const PROOF_KINDS = ['abstinence', 'counselling', 'therapy', 'self-help', 'course', 'other'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

export const ProofSchema = z.object({
  id: itemId,
  kind: z.enum(PROOF_KINDS, 'INVALID_KIND'),
  description: shortText,
  from: optionalDate,
  to: optionalDate,
});
export type Proof = z.infer<typeof ProofSchema>;

export const RiskSituationSchema = z.object({
  id: itemId,
  situation: shortText,
  strategy: longText,
});
export type RiskSituation = z.infer<typeof RiskSituationSchema>;

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

/** Answers to the hypothesis self-check's questions, by question id (common/src/domain/my-story). */
export const SELF_CHECK_ANSWERS = ['yes', 'no', 'unsure'] as const;
export type SelfCheckAnswer = (typeof SELF_CHECK_ANSWERS)[number];

export const DRINKING_GOALS = ['abstinence', 'controlled', ''] as const;
export type DrinkingGoal = (typeof DRINKING_GOALS)[number];

/**
 * The whole workbook. Every field has a default, so `StorySchema.parse({})` is an empty story and an
 * older document gains new fields on read. The parts the checks and the readiness are about:
 * incidents, history, causes, insight, change, proof, stability, future.
 */
export const StorySchema = z.object({
  /** For the blood-alcohol check (Widmark/Watson); the age in years at the incident. */
  person: z
    .object({
      sex: z.enum(SEXES, 'INVALID_SEX').nullable().default(null),
      weightKg: optionalNumber(30, 250),
      heightCm: optionalNumber(120, 230),
      ageYears: optionalNumber(16, 100),
    })
    .prefault({}),
  incidents: z.array(IncidentSchema).max(STORY_MAX_INCIDENTS, 'TOO_MANY').default([]),
  /** What, how much, how often, since when. */
  history: z.object({ text: longText }).prefault({}),
  /** Life situation then; what drinking, using or the driving style did for the learner. */
  causes: z.object({ text: longText }).prefault({}),
  /** What the learner understands now that they did not then. */
  insight: z.object({ text: longText }).prefault({}),
  /** What changed, since when, what made it possible; the goal (abstinence or controlled drinking). */
  change: z
    .object({
      text: longText,
      since: optionalDate,
      enabledBy: longText,
      goal: z.enum(DRINKING_GOALS, 'INVALID_GOAL').default(''),
      /** The date the learner says they have not drunk or used since ('' when not claimed). */
      abstinentSince: optionalDate,
    })
    .prefault({}),
  proof: z
    .object({
      items: z.array(ProofSchema).max(STORY_MAX_LIST_ITEMS, 'TOO_MANY').default([]),
      /** Show the abstinence tracker's programme and results as proof (when the learner has one). */
      linkAbstinenceTracker: z.boolean().default(true),
    })
    .prefault({}),
  stability: z
    .object({
      riskSituations: z.array(RiskSituationSchema).max(STORY_MAX_LIST_ITEMS, 'TOO_MANY').default([]),
      support: longText,
    })
    .prefault({}),
  /** How drinking or using and driving stay apart, or which driving style replaces the old one. */
  future: z.object({ text: longText }).prefault({}),
  selfCheck: z
    .object({
      answers: z.record(z.string().max(40), z.enum(SELF_CHECK_ANSWERS, 'INVALID_ANSWER')).default({}),
    })
    .prefault({}),
});
export type Story = z.infer<typeof StorySchema>;
export type StoryInput = z.input<typeof StorySchema>;

export const MyStoryStateSchema = z
  .object({
    consentedAt: z.string().nullable(),
    story: StorySchema.nullable(),
    /** Grows by one with every save; a PUT names the revision it was based on. */
    revision: z.number().int(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'MyStoryState' });
export type MyStoryState = z.infer<typeof MyStoryStateSchema>;

export const SaveStoryInputSchema = z
  .object({ story: StorySchema, baseRevision: z.number().int().min(0) })
  .meta({ id: 'MyStorySaveInput' });
export type SaveStoryInput = z.input<typeof SaveStoryInputSchema>;

export const MyStoryVersionSummarySchema = z
  .object({ id: z.string(), savedOn: z.string(), updatedAt: z.string() })
  .meta({ id: 'MyStoryVersionSummary' });
export type MyStoryVersionSummary = z.infer<typeof MyStoryVersionSummarySchema>;

export const MyStoryVersionSchema = MyStoryVersionSummarySchema.extend({ story: StorySchema }).meta({ id: 'MyStoryVersion' });
export type MyStoryVersion = z.infer<typeof MyStoryVersionSchema>;

export const MyStoryConsentInputSchema = z.object({ accepted: z.literal(true, 'CONSENT_REQUIRED') }).meta({ id: 'MyStoryConsentInput' });
export type MyStoryConsentInput = z.infer<typeof MyStoryConsentInputSchema>;

export const MyStoryVersionIdParamSchema = z.object({ id: z.uuid('INVALID_ID') });

/** 409 of a save: STALE_REVISION carries the newer state the other tab saved; CONSENT_REQUIRED none. */
export const MyStoryConflictSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string() }),
    state: MyStoryStateSchema.optional(),
  })
  .meta({ id: 'MyStoryConflict' });
export type MyStoryConflict = z.infer<typeof MyStoryConflictSchema>;

/**
 * GET /api/my-story/readiness: the overview's line. null without consent (nothing is stored then);
 * a measure of completeness and open findings, never a prognosis.
 */
export const MyStoryReadinessSchema = z
  .object({
    readiness: z
      .object({
        parts: z.record(z.enum(STORY_PARTS), z.number().int().min(0).max(100)),
        overall: z.number().int().min(0).max(100),
      })
      .nullable(),
  })
  .meta({ id: 'MyStoryReadiness' });
export type MyStoryReadinessAnswer = z.infer<typeof MyStoryReadinessSchema>;

/** GET /api/my-story/articles/{slug}: an article a finding links, open to whoever has the story page. */
export const StoryArticleParamSchema = z.object({
  slug: z.enum(Object.keys(STORY_ARTICLES) as [StoryArticleSlug, ...StoryArticleSlug[]], 'NOT_FOUND'),
});

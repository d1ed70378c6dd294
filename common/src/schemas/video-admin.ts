// The admin edits inside the video library (/dashboard/videos): a video's quiz questions, a
// section's title and a video's MPU types.
import { z } from 'zod';
import { MPU_REASONS } from '../domain';
import { checkTranslatedOptions, translatedRequiredText, translatedText } from './admin-translations';
import { adminTranslationsSchema, translationsInputSchema } from './content-language';

export const VIDEO_QUIZ_OPTION_COUNT = 4;
export const VIDEO_QUIZ_TEXT_MAX_LENGTH = 2000;
export const VIDEO_SECTION_TITLE_MAX_LENGTH = 200;
export const VIDEO_SECTION_DESCRIPTION_MAX_LENGTH = 1000;

const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

export const VideoAdminIdParamSchema = z.object({ id: z.uuid() });
export const VideoAdminVideoIdParamSchema = z.object({ videoId: z.uuid() });

/** A question from the player's editor: exactly four options A–D, the correct ones as option texts. */
export const VideoQuizInputSchema = z
  .object({
    question: requiredText(VIDEO_QUIZ_TEXT_MAX_LENGTH),
    options: z.array(requiredText(VIDEO_QUIZ_TEXT_MAX_LENGTH)).length(VIDEO_QUIZ_OPTION_COUNT, 'OPTION_COUNT'),
    correctAnswers: z.array(z.string().trim()).max(VIDEO_QUIZ_OPTION_COUNT),
    /** Options in the German order, as many as the German (OPTION_COUNT). */
    translations: translationsInputSchema({
      question: translatedRequiredText(VIDEO_QUIZ_TEXT_MAX_LENGTH),
      options: z.array(translatedRequiredText(VIDEO_QUIZ_TEXT_MAX_LENGTH)).max(VIDEO_QUIZ_OPTION_COUNT, 'OPTION_COUNT'),
    }),
  })
  .superRefine((input, ctx) => {
    checkTranslatedOptions(input, ctx);
    if (new Set(input.options).size !== input.options.length) ctx.addIssue({ code: 'custom', message: 'DUPLICATE', path: ['options'] });
    if (input.correctAnswers.length === 0) ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['correctAnswers'] });
    else if (input.correctAnswers.some((answer) => !input.options.includes(answer)))
      ctx.addIssue({ code: 'custom', message: 'NOT_AN_OPTION', path: ['correctAnswers'] });
  })
  .transform((input) => ({ ...input, correctAnswers: [...new Set(input.correctAnswers)] }));
export type VideoQuizInput = z.input<typeof VideoQuizInputSchema>;

export const CreatedVideoQuizSchema = z.object({ id: z.string(), order: z.number().int() }).meta({ id: 'CreatedVideoQuiz' });
export type CreatedVideoQuiz = z.infer<typeof CreatedVideoQuizSchema>;

/** The translatable fields of a video section (ContentFields['videoSection']). */
export const videoSectionTranslationShape = { title: z.string(), description: z.string() };
export const sectionTranslationsInputSchema = translationsInputSchema({
  title: translatedRequiredText(VIDEO_SECTION_TITLE_MAX_LENGTH),
  description: translatedText(VIDEO_SECTION_DESCRIPTION_MAX_LENGTH).default(''),
});

export const VideoSectionUpdateSchema = z.object({
  title: requiredText(VIDEO_SECTION_TITLE_MAX_LENGTH),
  /** Left as it is when absent. */
  description: z.string().trim().max(VIDEO_SECTION_DESCRIPTION_MAX_LENGTH, 'TOO_LONG').optional(),
  /** Left as they are when absent; an unchanged version turns stale when the German changed, unless confirmed. */
  translations: sectionTranslationsInputSchema,
});
export type VideoSectionUpdate = z.input<typeof VideoSectionUpdateSchema>;

export const VideoSectionSchema = z
  .object({ id: z.string(), title: z.string(), description: z.string(), order: z.number().int() })
  .meta({ id: 'VideoSection' });
export type VideoSection = z.infer<typeof VideoSectionSchema>;

/** A section as the admin saved it, with its Turkish and English versions and their status. */
export const AdminVideoSectionSchema = VideoSectionSchema.extend({
  translations: adminTranslationsSchema(videoSectionTranslationShape),
}).meta({ id: 'AdminVideoSection' });
export type AdminVideoSection = z.infer<typeof AdminVideoSectionSchema>;

/** The translatable fields of a video quiz question (ContentFields['choice']). */
export const videoQuizTranslationShape = { question: z.string(), options: z.array(z.string()) };

/** A video's quiz question in the admin's editor: German, correct answers and the versions with their status. */
export const AdminVideoQuizSchema = z
  .object({
    id: z.string(),
    videoId: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    correctAnswers: z.array(z.string()),
    order: z.number().int(),
    translations: adminTranslationsSchema(videoQuizTranslationShape),
  })
  .meta({ id: 'AdminVideoQuiz' });
export type AdminVideoQuiz = z.infer<typeof AdminVideoQuizSchema>;

export const AdminVideoQuizListSchema = z.object({ quizzes: z.array(AdminVideoQuizSchema) }).meta({ id: 'AdminVideoQuizList' });
export type AdminVideoQuizList = z.infer<typeof AdminVideoQuizListSchema>;

export const VideoMpuTypesSchema = z
  .object({
    /** Empty saves ['alcohol'] (spec). */
    mpuTypes: z
      .array(z.enum(MPU_REASONS))
      .max(MPU_REASONS.length)
      .refine((list) => new Set(list).size === list.length, 'DUPLICATE'),
  })
  .meta({ id: 'VideoMpuTypes' });
export type VideoMpuTypes = z.infer<typeof VideoMpuTypesSchema>;

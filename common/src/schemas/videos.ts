// The learner's video library (/dashboard/videos): sections with the videos in scope, each video's
// quiz (questions without their answers until answered), and progress.
import { z } from 'zod';
import { VIDEO_LANGUAGES } from '../domain';
import { ManagedVideoSchema } from './video-management';
import { ContentLanguageSchema, localizedShape } from './content-language';

export const VideoLibraryQuerySchema = z.object({
  /**
   * The interface language (default: the i18next cookie's, else the account's); the videos in it are
   * listed, or the German ones when there are none in it for the viewer (docs/decisions/075-honest-totals.md).
   */
  language: z.enum(VIDEO_LANGUAGES).optional(),
  /** Case-insensitive substring of title or description. */
  search: z.string().trim().max(200).default(''),
});
export type VideoLibraryQuery = z.input<typeof VideoLibraryQuerySchema>;

/**
 * A video as the library lists it: the admin's fields (without the section, it sits in one, and
 * without the admin's starter-content mark) and the viewer's done mark.
 */
export const LibraryVideoSchema = ManagedVideoSchema.omit({ sectionId: true, isStarterContent: true, translations: true })
  .extend({
    /** The viewer marked it done ('Als erledigt markieren'). */
    completed: z.boolean(),
    /**
     * An uploaded file or an address the player can embed. Only these count toward readiness and the
     * overview's "X von Y", and only these can be marked done.
     */
    isPlayable: z.boolean(),
    /** Title and description in the reader's language where a version exists (the video itself keeps its `language`). */
    shown: z.object({ title: z.string(), description: z.string(), contentLanguage: ContentLanguageSchema }).optional(),
  })
  .meta({ id: 'LibraryVideo' });
export type LibraryVideo = z.infer<typeof LibraryVideoSchema>;

export const LibrarySectionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    /** Title and description in the reader's language where a version exists. */
    shown: z.object({ title: z.string(), description: z.string(), contentLanguage: ContentLanguageSchema }).optional(),
    order: z.number().int(),
    videos: z.array(LibraryVideoSchema),
  })
  .meta({ id: 'LibrarySection' });
export type LibrarySection = z.infer<typeof LibrarySectionSchema>;

export const VideoLibrarySchema = z
  .object({
    /** The language of the videos listed: the interface language, or German ('de') when there are none in it. */
    language: z.enum(VIDEO_LANGUAGES),
    /** Other languages with videos for the viewer, not listed (the empty library names them). */
    otherLanguages: z.array(z.enum(VIDEO_LANGUAGES)),
    sections: z.array(LibrarySectionSchema),
  })
  .meta({ id: 'VideoLibrary' });
export type VideoLibrary = z.infer<typeof VideoLibrarySchema>;

export const VideoIdParamSchema = z.object({ id: z.uuid() });

/** A video quiz question; the correct answers come only with the viewer's own earlier answer. */
export const VideoQuizQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    /** The language of question and options; the German original when they are a translation (its options are the answers' identities). */
    ...localizedShape({ question: z.string(), options: z.array(z.string()) }),
    order: z.number().int(),
    /** More than one option is right (checkboxes); otherwise exactly one (radio buttons). */
    multiple: z.boolean(),
    /** The viewer's first answer, locked: what was chosen, whether it was right, and the right options. */
    answered: z.object({ selected: z.array(z.string()), isCorrect: z.boolean(), correctAnswers: z.array(z.string()) }).nullable(),
  })
  .meta({ id: 'VideoQuizQuestion' });
export type VideoQuizQuestion = z.infer<typeof VideoQuizQuestionSchema>;

export const VideoQuizSchema = z.object({ questions: z.array(VideoQuizQuestionSchema) }).meta({ id: 'VideoQuiz' });
export type VideoQuiz = z.infer<typeof VideoQuizSchema>;

export const VideoQuizAnswerSchema = z.object({
  selected: z
    .array(z.string().max(2000))
    .min(1, 'REQUIRED')
    .max(4)
    .refine((list) => new Set(list).size === list.length, 'DUPLICATE'),
});

export const VideoQuizAnswerResultSchema = z
  .object({ isCorrect: z.boolean(), correctAnswers: z.array(z.string()) })
  .meta({ id: 'VideoQuizAnswerResult' });
export type VideoQuizAnswerResult = z.infer<typeof VideoQuizAnswerResultSchema>;

export const VideoProgressSchema = z.object({ completed: z.boolean() }).meta({ id: 'VideoProgress' });
export type VideoProgress = z.infer<typeof VideoProgressSchema>;

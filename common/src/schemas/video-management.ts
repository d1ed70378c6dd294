// The Video Management tab (/dashboard/admin?tab=videos): every section with every video (all
// languages and MPU types), create/edit/delete, and the drag-and-drop order.
import { z } from 'zod';
import { MPU_REASONS, VIDEO_LANGUAGES } from '../domain';
import { translatedRequiredText, translatedText } from './admin-translations';
import { adminTranslationsSchema, translationsInputSchema } from './content-language';
import {
  VIDEO_SECTION_DESCRIPTION_MAX_LENGTH,
  VIDEO_SECTION_TITLE_MAX_LENGTH,
  sectionTranslationsInputSchema,
  videoSectionTranslationShape,
} from './video-admin';

export const VIDEO_TITLE_MAX_LENGTH = 200;
export const VIDEO_DESCRIPTION_MAX_LENGTH = 5000;
export const VIDEO_URL_MAX_LENGTH = 2000;
/** Two-letter country codes; a video is listed for these countries (default ['DE']). */
export const VIDEO_COUNTRY_MAX_COUNT = 30;
/** Largest own video file (mp4 or webm) an admin can upload: 2 GB. */
export const VIDEO_FILE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoFileType = (typeof VIDEO_FILE_TYPES)[number];
/** The most sections or videos one reorder call may list. */
export const VIDEO_ORDER_MAX_IDS = 1000;

const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

export const VideoSectionInputSchema = z.object({
  title: requiredText(VIDEO_SECTION_TITLE_MAX_LENGTH),
  description: z.string().trim().max(VIDEO_SECTION_DESCRIPTION_MAX_LENGTH, 'TOO_LONG').default(''),
  translations: sectionTranslationsInputSchema,
});
export type VideoSectionInput = z.input<typeof VideoSectionInputSchema>;

const videoFields = {
  title: requiredText(VIDEO_TITLE_MAX_LENGTH),
  description: z.string().trim().max(VIDEO_DESCRIPTION_MAX_LENGTH, 'TOO_LONG').default(''),
  source: z.enum(['url', 'file']).default('url'),
  url: z.string().trim().max(VIDEO_URL_MAX_LENGTH, 'TOO_LONG').default(''),
  language: z.enum(VIDEO_LANGUAGES).default('de'),
  country: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/, 'COUNTRY'),
    )
    .max(VIDEO_COUNTRY_MAX_COUNT)
    .refine((list) => new Set(list).size === list.length, 'DUPLICATE')
    .default(['DE']),
  /** Empty saves ['alcohol'] (spec). */
  mpuTypes: z
    .array(z.enum(MPU_REASONS))
    .max(MPU_REASONS.length)
    .refine((list) => new Set(list).size === list.length, 'DUPLICATE')
    .default([]),
  translations: translationsInputSchema({
    title: translatedRequiredText(VIDEO_TITLE_MAX_LENGTH),
    description: translatedText(VIDEO_DESCRIPTION_MAX_LENGTH).default(''),
  }),
};

/** The translatable fields of a video (ContentFields['video']). */
export const videoTranslationShape = { title: z.string(), description: z.string() };

type VideoFields = z.infer<z.ZodObject<typeof videoFields>>;

function requireUrlForUrlSource(input: VideoFields, ctx: z.RefinementCtx) {
  if (input.source === 'url' && input.url === '') ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['url'] });
}

function normalizeVideo<T extends VideoFields>(input: T): T {
  return {
    ...input,
    url: input.source === 'file' ? '' : input.url,
    country: input.country.length > 0 ? input.country : ['DE'],
    mpuTypes: input.mpuTypes.length > 0 ? input.mpuTypes : ['alcohol'],
  };
}

/**
 * A video from the edit modal. `source: 'url'` needs a web address (a cloud-drive, YouTube or Vimeo
 * link, or a bare drive id); `source: 'file'` plays an uploaded file (PUT /api/admin/videos/{id}/file)
 * and ignores `url`. Until its file is uploaded such a video is not shown to learners.
 */
export const VideoInputSchema = z.object(videoFields).superRefine(requireUrlForUrlSource).transform(normalizeVideo);
export type VideoInput = z.input<typeof VideoInputSchema>;

/** A video from the 'Video anlegen' modal: the same fields and its section. */
export const NewVideoInputSchema = z
  .object({ sectionId: z.uuid(), ...videoFields })
  .superRefine(requireUrlForUrlSource)
  .transform(normalizeVideo);
export type NewVideoInput = z.input<typeof NewVideoInputSchema>;

export const VideoFileSchema = z.object({ type: z.enum(VIDEO_FILE_TYPES), size: z.number().int().nonnegative() }).meta({ id: 'VideoFile' });
export type VideoFile = z.infer<typeof VideoFileSchema>;

export const ManagedVideoSchema = z
  .object({
    id: z.string(),
    sectionId: z.string(),
    title: z.string(),
    description: z.string(),
    url: z.string(),
    /** Set when the video plays an uploaded file instead of `url`. */
    file: VideoFileSchema.nullable(),
    order: z.number().int(),
    language: z.enum(VIDEO_LANGUAGES),
    country: z.array(z.string()),
    mpuTypes: z.array(z.enum(MPU_REASONS)),
    quizCount: z.number().int(),
    /** One of the starter content's videos (by its title), which the operator should replace with their own: for the admin only. */
    isStarterContent: z.boolean(),
    translations: adminTranslationsSchema(videoTranslationShape),
  })
  .meta({ id: 'ManagedVideo' });
export type ManagedVideo = z.infer<typeof ManagedVideoSchema>;

export const ManagedSectionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    order: z.number().int(),
    translations: adminTranslationsSchema(videoSectionTranslationShape),
    videos: z.array(ManagedVideoSchema),
  })
  .meta({ id: 'ManagedSection' });
export type ManagedSection = z.infer<typeof ManagedSectionSchema>;

export const VideoManagementSchema = z.object({ sections: z.array(ManagedSectionSchema) }).meta({ id: 'VideoManagement' });
export type VideoManagement = z.infer<typeof VideoManagementSchema>;

const uniqueIds = z
  .array(z.uuid())
  .max(VIDEO_ORDER_MAX_IDS)
  .refine((list) => new Set(list).size === list.length, 'DUPLICATE');

/** Every section's id in the new order; they are renumbered 1, 2, 3, … */
export const SectionOrderSchema = z.object({ sectionIds: uniqueIds.min(1, 'REQUIRED') });
export type SectionOrder = z.infer<typeof SectionOrderSchema>;

/**
 * The new video order of the sections a drag touched (one, or two when a video moved to another
 * section): each listed section gets exactly these videos, numbered from 1. A video listed under a
 * section moves into it.
 */
export const VideoOrderSchema = z
  .object({
    sections: z
      .array(z.object({ sectionId: z.uuid(), videoIds: uniqueIds }))
      .min(1, 'REQUIRED')
      .max(2),
  })
  .superRefine((input, ctx) => {
    const sectionIds = input.sections.map((s) => s.sectionId);
    if (new Set(sectionIds).size !== sectionIds.length) ctx.addIssue({ code: 'custom', message: 'DUPLICATE', path: ['sections'] });
    const videoIds = input.sections.flatMap((s) => s.videoIds);
    if (new Set(videoIds).size !== videoIds.length) ctx.addIssue({ code: 'custom', message: 'DUPLICATE', path: ['sections'] });
  });
export type VideoOrder = z.infer<typeof VideoOrderSchema>;

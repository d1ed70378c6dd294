// Impressum and Datenschutzerklärung (docs/decisions/059-legal-pages-edited-in-the-console.md): public
// pages whose Markdown an admin edits in the console; until then the shipped German template is shown.
import { z } from 'zod';

export const LEGAL_PAGE_KINDS = ['imprint', 'privacy'] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];

export const LEGAL_BODY_MAX_LENGTH = 50_000;

export const LegalKindParamSchema = z.object({ kind: z.enum(LEGAL_PAGE_KINDS, 'INVALID_KIND') });

export const LegalPageInputSchema = z.object({
  /** Markdown; rendered without raw HTML. */
  body: z.string().trim().min(1, 'REQUIRED').max(LEGAL_BODY_MAX_LENGTH, 'TOO_LONG'),
});
export type LegalPageInput = z.infer<typeof LegalPageInputSchema>;

export const LegalPageSchema = z
  .object({
    kind: z.enum(LEGAL_PAGE_KINDS),
    /** Markdown: the saved text, or the German template with its [marked placeholders]. */
    body: z.string(),
    /** true while no admin has saved this page. */
    isTemplate: z.boolean(),
    /** ISO time of the last save; null for the template. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'LegalPage' });
export type LegalPage = z.infer<typeof LegalPageSchema>;

/** For the console's warning banner: which pages still show the template. */
export const LegalStatusSchema = z.object({ templatePages: z.array(z.enum(LEGAL_PAGE_KINDS)) }).meta({ id: 'LegalStatus' });
export type LegalStatus = z.infer<typeof LegalStatusSchema>;

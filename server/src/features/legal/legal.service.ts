// Impressum and Datenschutzerklärung: the operator's saved Markdown, or the German template until an
// admin saved one (docs/decisions/059-legal-pages-edited-in-the-console.md).
import { eq } from 'drizzle-orm';
import type { AiEngine } from '@common/schemas/ai';
import { LEGAL_PAGE_KINDS, type LegalPage, type LegalPageKind, type LegalStatus } from '@common/schemas/legal';
import type { DatabaseOrTransaction } from '../../db/client';
import { legalPages } from '../../db/schema';
import { legalTemplate } from './legal-templates';

export async function getLegalPage({
  db,
  kind,
  aiKind,
}: {
  db: DatabaseOrTransaction;
  kind: LegalPageKind;
  /** Which AI paragraph the privacy template shows. */
  aiKind: AiEngine;
}): Promise<LegalPage> {
  const [row] = await db
    .select({ body: legalPages.body, updatedAt: legalPages.updatedAt })
    .from(legalPages)
    .where(eq(legalPages.kind, kind));
  if (!row) return { kind, body: legalTemplate(kind, aiKind), isTemplate: true, updatedAt: null };
  return { kind, body: row.body, isTemplate: false, updatedAt: row.updatedAt.toISOString() };
}

export async function saveLegalPage({
  db,
  kind,
  body,
  userId,
}: {
  db: DatabaseOrTransaction;
  kind: LegalPageKind;
  body: string;
  userId: string;
}): Promise<LegalPage> {
  const now = new Date();
  const [saved] = await db
    .insert(legalPages)
    .values({ kind, body, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({ target: legalPages.kind, set: { body, updatedAt: now, updatedBy: userId } })
    .returning({ body: legalPages.body, updatedAt: legalPages.updatedAt });
  return { kind, body: saved!.body, isTemplate: false, updatedAt: saved!.updatedAt.toISOString() };
}

/** The pages no admin has saved yet, in the order of LEGAL_PAGE_KINDS. */
export async function getLegalStatus({ db }: { db: DatabaseOrTransaction }): Promise<LegalStatus> {
  const saved = new Set((await db.select({ kind: legalPages.kind }).from(legalPages)).map((row) => row.kind));
  return { templatePages: LEGAL_PAGE_KINDS.filter((kind) => !saved.has(kind)) };
}

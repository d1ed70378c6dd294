// The booking screen's instructors are static data (spec: 'Instructor (static)'), kept in a table
// so bookings can refer to them. There is no admin screen for them: the data file is the source,
// and loading it again brings every instructor up to date.
import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { instructors } from '../../db/schema';

export interface Instructor {
  id: string;
  name: string;
  title: string;
  specialization: string;
  experience: string;
  image: string;
}

export async function upsertInstructor({
  db,
  instructor,
}: {
  db: DatabaseOrTransaction;
  instructor: Instructor;
}): Promise<{ status: 'created' | 'updated' | 'unchanged' }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(instructors).where(eq(instructors.id, instructor.id)).for('update');
    if (!existing) {
      await tx.insert(instructors).values(instructor);
      return { status: 'created' };
    }
    const fields = ['name', 'title', 'specialization', 'experience', 'image'] as const;
    if (fields.every((field) => existing[field] === instructor[field])) return { status: 'unchanged' };
    const { id, ...changes } = instructor;
    await tx.update(instructors).set(changes).where(eq(instructors.id, id));
    return { status: 'updated' };
  });
}

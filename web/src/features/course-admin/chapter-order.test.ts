import { describe, expect, it } from 'vitest';
import type { ManagedChapter } from '@common/schemas/course-admin';
import { isSameOrder, moveChapter } from './chapter-order';

const chapter = (id: string, order: number): ManagedChapter => ({
  id,
  courseId: 'k',
  title: id,
  content: '',
  order,
  translations: { tr: null, en: null },
  quizzes: [],
});
const LIST = [chapter('a', 1), chapter('b', 2), chapter('c', 3)];

describe('moveChapter', () => {
  it('puts the chapter at the place it was dropped on and renumbers from 1', () => {
    expect(moveChapter(LIST, 'c', 'a').map((entry) => `${entry.order}:${entry.id}`)).toEqual(['1:c', '2:a', '3:b']);
    expect(moveChapter(LIST, 'a', 'b').map((entry) => `${entry.order}:${entry.id}`)).toEqual(['1:b', '2:a', '3:c']);
  });

  it('keeps the order when dropped on itself or somewhere unknown', () => {
    expect(isSameOrder(moveChapter(LIST, 'b', 'b'), LIST)).toBe(true);
    expect(isSameOrder(moveChapter(LIST, 'b', 'x'), LIST)).toBe(true);
    expect(isSameOrder(moveChapter(LIST, 'a', 'c'), LIST)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '@common/schemas/courses';
import { findResumeChapter, findShownChapter } from './chapter-rules';

const chapter = (id: string, completed: boolean): CourseDetail['chapters'][number] => ({
  id,
  title: `Kapitel ${id}`,
  content: '',
  contentLanguage: 'de',
  order: Number(id.slice(1)),
  completed,
  quizzes: [],
});
const chapters = [chapter('c1', true), chapter('c2', false), chapter('c3', false)];

describe('the chapter a course reopens at', () => {
  it('is the one opened last, even when an earlier one is still open', () => {
    expect(findResumeChapter({ chapters, lastChapterId: 'c3' })?.id).toBe('c3');
  });

  it('without one opened (or when it was deleted) it is the first chapter not completed', () => {
    expect(findResumeChapter({ chapters, lastChapterId: null })?.id).toBe('c2');
    expect(findResumeChapter({ chapters, lastChapterId: 'gelöscht' })?.id).toBe('c2');
  });

  it('with every chapter completed it is the first; a course without chapters has none', () => {
    expect(findResumeChapter({ chapters: [chapter('c1', true), chapter('c2', true)], lastChapterId: null })?.id).toBe('c1');
    expect(findResumeChapter({ chapters: [], lastChapterId: null })).toBeUndefined();
  });
});

describe('the chapter the page shows', () => {
  it('is the one the address names', () => {
    expect(findShownChapter({ chapters, lastChapterId: 'c3' }, 'c1')).toEqual({ chapter: chapters[0], isUnknown: false });
  });

  it('without a name it is where the course reopens; an unknown name says so', () => {
    expect(findShownChapter({ chapters, lastChapterId: 'c3' }, null)).toEqual({ chapter: chapters[2], isUnknown: false });
    expect(findShownChapter({ chapters, lastChapterId: 'c3' }, 'c9')).toEqual({ chapter: chapters[2], isUnknown: true });
  });
});

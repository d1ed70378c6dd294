import { describe, expect, it } from 'vitest';
import type { ManagedSection, ManagedVideo } from '@common/schemas/video-management';
import { moveSection, moveVideo, sectionOrderBody, videoOrderBody, videoTargetOver } from './video-order';

function video(id: string, sectionId: string, order: number): ManagedVideo {
  return {
    id,
    sectionId,
    title: id,
    description: '',
    url: 'u',
    file: null,
    order,
    language: 'de',
    country: ['DE'],
    mpuTypes: ['alcohol'],
    quizCount: 0,
    isStarterContent: false,
    translations: { tr: null, en: null },
  };
}

const SECTIONS: ManagedSection[] = [
  {
    id: 's1',
    title: 'Eins',
    description: '',
    order: 1,
    translations: { tr: null, en: null },
    videos: [video('a', 's1', 1), video('b', 's1', 2), video('c', 's1', 3)],
  },
  { id: 's2', title: 'Zwei', description: '', order: 2, translations: { tr: null, en: null }, videos: [video('d', 's2', 1)] },
  { id: 's3', title: 'Drei', description: '', order: 3, translations: { tr: null, en: null }, videos: [] },
];

const ids = (sections: ManagedSection[]) =>
  sections.map((section) => `${section.id}:${section.videos.map((v) => `${v.id}${v.order}`).join(',')}`);

describe('moveSection', () => {
  it('moves a section to the place of another and numbers all from 1', () => {
    const next = moveSection(SECTIONS, 's3', 's1');
    expect(next.map((section) => [section.id, section.order])).toEqual([
      ['s3', 1],
      ['s1', 2],
      ['s2', 3],
    ]);
    expect(sectionOrderBody(next)).toEqual({ sectionIds: ['s3', 's1', 's2'] });
  });
});

describe('moving a video', () => {
  it('within its section, to the place of the video it is over', () => {
    const target = videoTargetOver(SECTIONS, 'a', 'c')!;
    const next = moveVideo(SECTIONS, 'a', target);
    expect(ids(next)).toEqual(['s1:b1,c2,a3', 's2:d1', 's3:']);
    expect(videoOrderBody(SECTIONS, next, 'a')).toEqual({ sections: [{ sectionId: 's1', videoIds: ['b', 'c', 'a'] }] });
  });

  it('down into the next section lands before the video it is over; both sections are sent', () => {
    const next = moveVideo(SECTIONS, 'c', videoTargetOver(SECTIONS, 'c', 'd')!);
    expect(ids(next)).toEqual(['s1:a1,b2', 's2:c1,d2', 's3:']);
    expect(next[1]!.videos[0]!.sectionId).toBe('s2');
    expect(videoOrderBody(SECTIONS, next, 'c')).toEqual({
      sections: [
        { sectionId: 's1', videoIds: ['a', 'b'] },
        { sectionId: 's2', videoIds: ['c', 'd'] },
      ],
    });
  });

  it('up into the section above lands after the video it is over, so it can become the last', () => {
    const next = moveVideo(SECTIONS, 'd', videoTargetOver(SECTIONS, 'd', 'c')!);
    expect(ids(next)).toEqual(['s1:a1,b2,c3,d4', 's2:', 's3:']);
  });

  it('over an empty section lands at its end', () => {
    const next = moveVideo(SECTIONS, 'b', videoTargetOver(SECTIONS, 'b', 's3')!);
    expect(ids(next)).toEqual(['s1:a1,c2', 's2:d1', 's3:b1']);
  });

  it('sends nothing when the video is back where it was', () => {
    expect(videoOrderBody(SECTIONS, moveVideo(SECTIONS, 'b', videoTargetOver(SECTIONS, 'b', 'b')!), 'b')).toBeUndefined();
  });
});

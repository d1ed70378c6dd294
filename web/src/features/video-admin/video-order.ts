// The drag-and-drop rules of the Video Management tab, without React: where a dragged section or
// video lands, the renumbered list (1, 2, 3, … as the spec says) and the body of the order request.
import type { ManagedSection, SectionOrder, VideoOrder } from '@common/schemas/video-management';

/** Items numbered from 1 in their list order. */
function renumber<T extends { order: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.order === index + 1 ? item : { ...item, order: index + 1 }));
}

function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function findSectionOfVideo(sections: readonly ManagedSection[], videoId: string): ManagedSection | undefined {
  return sections.find((section) => section.videos.some((video) => video.id === videoId));
}

/** The section `sectionId` moved to the place of `overId`; the same list when nothing moves. */
export function moveSection(sections: readonly ManagedSection[], sectionId: string, overId: string): ManagedSection[] {
  const from = sections.findIndex((section) => section.id === sectionId);
  const to = sections.findIndex((section) => section.id === overId);
  if (from < 0 || to < 0 || from === to) return [...sections];
  return renumber(arrayMove(sections, from, to));
}

export interface VideoTarget {
  sectionId: string;
  /** Its place in the target section, counted without the moved video. */
  index: number;
}

/** The video taken out of its section and put into `target` at `index`; both sections renumbered. */
export function moveVideo(sections: readonly ManagedSection[], videoId: string, target: VideoTarget): ManagedSection[] {
  const source = findSectionOfVideo(sections, videoId);
  const video = source?.videos.find((candidate) => candidate.id === videoId);
  if (!source || !video || !sections.some((section) => section.id === target.sectionId)) return [...sections];
  return sections.map((section) => {
    const without = section.videos.filter((candidate) => candidate.id !== videoId);
    if (section.id === target.sectionId) {
      const index = Math.max(0, Math.min(target.index, without.length));
      const moved = { ...video, sectionId: section.id };
      return { ...section, videos: renumber([...without.slice(0, index), moved, ...without.slice(index)]) };
    }
    return section.id === source.id ? { ...section, videos: renumber(without) } : section;
  });
}

/**
 * Where a video dragged over `overId` (a video or a section) lands: in a section it is not yet in, before
 * the video it is over when it comes from a section above, after it when from below (so moving up
 * past a section's last video puts it last); over a section, at that section's end.
 */
export function videoTargetOver(sections: readonly ManagedSection[], videoId: string, overId: string): VideoTarget | undefined {
  const overSection = sections.find((section) => section.id === overId);
  if (overSection) {
    const index = overSection.videos.filter((video) => video.id !== videoId).length;
    return { sectionId: overSection.id, index };
  }
  const target = findSectionOfVideo(sections, overId);
  const source = findSectionOfVideo(sections, videoId);
  if (!target || !source) return undefined;
  const overIndex = target.videos.findIndex((video) => video.id === overId);
  if (target.id === source.id) return { sectionId: target.id, index: overIndex };
  const comesFromAbove = sections.indexOf(source) < sections.indexOf(target);
  return { sectionId: target.id, index: comesFromAbove ? overIndex : overIndex + 1 };
}

export const sectionOrderBody = (sections: readonly ManagedSection[]): SectionOrder => ({
  sectionIds: sections.map((section) => section.id),
});

/**
 * The order request after a video drag: the section it left and the one it is in now (once when they are
 * the same), each with all its videos in the new order; undefined when nothing changed.
 */
export function videoOrderBody(
  before: readonly ManagedSection[],
  after: readonly ManagedSection[],
  videoId: string,
): VideoOrder | undefined {
  const from = findSectionOfVideo(before, videoId);
  const to = findSectionOfVideo(after, videoId);
  if (!from || !to) return undefined;
  const touched = from.id === to.id ? [to.id] : [from.id, to.id];
  const videoIdsOf = (sections: readonly ManagedSection[], sectionId: string) =>
    sections.find((section) => section.id === sectionId)?.videos.map((video) => video.id) ?? [];
  const changed = touched.some((sectionId) => videoIdsOf(before, sectionId).join() !== videoIdsOf(after, sectionId).join());
  if (!changed) return undefined;
  return { sections: touched.map((sectionId) => ({ sectionId, videoIds: videoIdsOf(after, sectionId) })) };
}

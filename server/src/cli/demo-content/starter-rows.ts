// Which rows the admin screens show are starter content, for the admin-only hint that the operator
// should replace them (docs/decisions/073-starter-videos-and-operator-hints.md). Derived from the
// data files, never stored, never in a learner's answer: a video by its title (the key
// 'Beispielinhalte entfernen' goes by), an instructor by its static id while its name or its title
// is still the one of instructors.json (an admin who entered a real person changed both).
import { loadDemoContent } from './load-demo-content';

interface StarterKeys {
  videoTitles: Set<string>;
  instructors: Map<string, { name: string; title: string }>;
}

let cachedKeys: StarterKeys | undefined;

function starterKeys(): StarterKeys {
  if (cachedKeys) return cachedKeys;
  const content = loadDemoContent();
  cachedKeys = {
    videoTitles: new Set(content.videoSections.flatMap((section) => section.videos.map((video) => video.title))),
    instructors: new Map(content.instructors.map(({ id, name, title }) => [id, { name, title }])),
  };
  return cachedKeys;
}

export function isStarterVideo(video: { title: string }): boolean {
  return starterKeys().videoTitles.has(video.title);
}

export function isStarterInstructor(instructor: { id: string; name: string; title: string }): boolean {
  const starter = starterKeys().instructors.get(instructor.id);
  return starter !== undefined && (starter.name === instructor.name || starter.title === instructor.title);
}

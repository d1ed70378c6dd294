// The browser's seen flag (spec: stored when the tour is finished or skipped). The server keeps its
// own flag too, so a second device does not replay the tour; this one also works when that request fails.
import { getTourFlagKey } from './tour-steps';

export function hasLocalTourFlag(userId: string): boolean {
  try {
    return window.localStorage.getItem(getTourFlagKey(userId)) !== null;
  } catch {
    // storage blocked (private mode, policy): the server's flag still decides
    return false;
  }
}

export function setLocalTourFlag(userId: string) {
  try {
    window.localStorage.setItem(getTourFlagKey(userId), new Date().toISOString());
  } catch {
    // see above
  }
}

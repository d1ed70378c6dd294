// The sessions seed:load creates for npm run bench (load-session-1 …); a module of its own, so the
// bench reads them without starting seed:load.
export const BENCH_SESSIONS = 200;
/** Learners whose sessions the bench's round answers use (load-session-201 …): each answers one round of all its questions once. */
export const BENCH_ROUND_SESSIONS = 2800;

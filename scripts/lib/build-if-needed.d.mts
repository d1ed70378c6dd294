/** Builds the SPA into web/dist when it is missing or older than any of its sources. */
export function buildIfNeeded(): void;
export function isBuildFresh(): boolean;

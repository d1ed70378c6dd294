/** 'Freischaltung anfragen': open until an admin grants ('granted') or refuses ('refused') it. */
export const ACCESS_REQUEST_STATUSES = ['open', 'granted', 'refused'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

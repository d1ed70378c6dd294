// Where the sign-in page sends the user after success: back to the protected page they asked for.

/** Where the sign-in page sends the user back to after success. */
export interface ReturnLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The path to return to after sign-in; only paths inside the app, never the public auth pages. */
export function getReturnPath(from: unknown): string {
  if (typeof from !== 'object' || from === null) return '/dashboard';
  const { pathname, search = '', hash = '' } = from as Partial<ReturnLocation>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return '/dashboard';
  if (!pathname.startsWith('/dashboard')) return '/dashboard';
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

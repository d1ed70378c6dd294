import { createMiddleware } from 'hono/factory';
import { getEffectiveReasons, isPageAllowed, type PageKey } from '@common/domain';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** 403 when the page permission is denied; admins bypass page permissions. Use after requireSession. */
export const requirePage = (page: PageKey) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.get('viewer');
    if (!isPageAllowed(viewer.role, viewer.permissions, page, getEffectiveReasons(viewer))) {
      throw new ApiError(403, 'PAGE_FORBIDDEN', `No access to the page "${page}".`);
    }
    await next();
  });

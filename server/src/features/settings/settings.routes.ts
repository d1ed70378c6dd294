import { Hono } from 'hono';
import { EducationSchema, HobbiesSchema, LivingSituationSchema, PersonalDetailsSchema } from '@common/schemas/settings';
import type { AppEnv } from '../../middleware/context';
import { requireSession } from '../../middleware/require-session';
import { validate } from '../../middleware/validate';
import * as service from './settings.service';

// Settings need a session only (spec route table). Email and password changes go through better-auth
// (/api/auth/change-email, /api/auth/change-password).
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', requireSession, async (c) => c.json(await service.getSettings({ db: c.var.db, userId: c.var.viewer.userId })))
  .put('/personal', requireSession, validate('json', PersonalDetailsSchema), async (c) => {
    await service.updatePersonalDetails({ db: c.var.db, userId: c.var.viewer.userId, details: c.req.valid('json') });
    return c.json({ success: true });
  })
  .put('/living', requireSession, validate('json', LivingSituationSchema), async (c) => {
    await service.updateLivingSituation({ db: c.var.db, userId: c.var.viewer.userId, living: c.req.valid('json') });
    return c.json({ success: true });
  })
  .put('/education', requireSession, validate('json', EducationSchema), async (c) => {
    await service.updateEducation({ db: c.var.db, userId: c.var.viewer.userId, education: c.req.valid('json') });
    return c.json({ success: true });
  })
  .put('/hobbies', requireSession, validate('json', HobbiesSchema), async (c) => {
    const { hobbies } = c.req.valid('json');
    await service.updateHobbies({ db: c.var.db, userId: c.var.viewer.userId, hobbies });
    return c.json({ success: true, hobbies });
  });

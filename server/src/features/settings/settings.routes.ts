import { createRoute } from '@hono/zod-openapi';
import { SuccessSchema } from '@common/schemas/api-error';
import {
  DailyGoalUpdateSchema,
  DesiredRetentionUpdateSchema,
  EducationSchema,
  FirstNameUpdateSchema,
  HobbiesSchema,
  LanguageUpdateSchema,
  LivingSituationSchema,
  MpuReasonsUpdateSchema,
  PersonalDetailsSchema,
  ReminderSettingsSchema,
  SettingsSchema,
  UpdateHobbiesResultSchema,
} from '@common/schemas/settings';
import { requireSession } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './settings.service';

// Settings need a session only (docs/spec-notes.md, Route table and menu). Email and password changes go through better-auth
// (/api/auth/change-email, /api/auth/change-password).
const tags = ['settings'];

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The settings page: email, personal details, living situation, education, hobbies',
  middleware: [requireSession] as const,
  responses: { 200: jsonResponse(SettingsSchema, 'The settings; fields never saved read as empty'), ...errorResponses(401) },
});

const updateRoute = <P extends string, S extends Parameters<typeof jsonBody>[0]>(path: P, schema: S, summary: string) =>
  createRoute({
    method: 'put',
    path,
    tags,
    summary,
    middleware: [requireSession] as const,
    request: { body: jsonBody(schema) },
    responses: { 200: jsonResponse(SuccessSchema, 'Saved'), ...errorResponses(400, 401, 415) },
  });

const updateHobbiesRoute = createRoute({
  method: 'put',
  path: '/hobbies',
  tags,
  summary: 'Replace the hobby list',
  middleware: [requireSession] as const,
  request: { body: jsonBody(HobbiesSchema) },
  responses: { 200: jsonResponse(UpdateHobbiesResultSchema, 'Saved; the stored list'), ...errorResponses(400, 401, 415) },
});

export const settingsRoutes = createRouter()
  .openapi(getSettingsRoute, async (c) => c.json(await service.getSettings({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(updateRoute('/personal', PersonalDetailsSchema, 'Save name and birth date'), async (c) => {
    await service.updatePersonalDetails({ db: c.get('db'), userId: c.get('viewer').userId, details: c.req.valid('json') });
    return c.json({ success: true as const }, 200);
  })
  .openapi(updateRoute('/first-name', FirstNameUpdateSchema, 'Save the first name only (the onboarding tour asks for it)'), async (c) => {
    await service.updateFirstName({ db: c.get('db'), userId: c.get('viewer').userId, firstName: c.req.valid('json').firstName });
    return c.json({ success: true as const }, 200);
  })
  .openapi(updateRoute('/living', LivingSituationSchema, 'Save the living situation'), async (c) => {
    await service.updateLivingSituation({ db: c.get('db'), userId: c.get('viewer').userId, living: c.req.valid('json') });
    return c.json({ success: true as const }, 200);
  })
  .openapi(updateRoute('/education', EducationSchema, 'Save education and occupation'), async (c) => {
    await service.updateEducation({ db: c.get('db'), userId: c.get('viewer').userId, education: c.req.valid('json') });
    return c.json({ success: true as const }, 200);
  })
  .openapi(updateRoute('/mpu-reasons', MpuReasonsUpdateSchema, 'Replace the own MPU reasons (at least one)'), async (c) => {
    await service.updateMpuReasons({ db: c.get('db'), userId: c.get('viewer').userId, mpuReasons: c.req.valid('json').mpuReasons });
    return c.json({ success: true as const }, 200);
  })
  .openapi(updateRoute('/language', LanguageUpdateSchema, 'Save the account language (interface after sign-in, mails)'), async (c) => {
    await service.updateLanguage({ db: c.get('db'), userId: c.get('viewer').userId, language: c.req.valid('json').language });
    return c.json({ success: true as const }, 200);
  })
  .openapi(
    updateRoute('/review', DesiredRetentionUpdateSchema, "Save the 'Ziel-Behaltensrate' of the spaced repetition (80–95 %)"),
    async (c) => {
      await service.updateDesiredRetention({
        db: c.get('db'),
        userId: c.get('viewer').userId,
        desiredRetention: c.req.valid('json').desiredRetention,
      });
      return c.json({ success: true as const }, 200);
    },
  )
  .openapi(updateRoute('/daily-goal', DailyGoalUpdateSchema, "Save the 'Tagesziel': exam questions a day (5–200)"), async (c) => {
    await service.updateDailyGoal({ db: c.get('db'), userId: c.get('viewer').userId, dailyGoal: c.req.valid('json').dailyGoal });
    return c.json({ success: true as const }, 200);
  })
  .openapi(
    updateRoute('/reminders', ReminderSettingsSchema, "Save the 'Lernerinnerung per E-Mail' (off, daily, weekly; hour; weekday)"),
    async (c) => {
      await service.updateReminderSettings({ db: c.get('db'), userId: c.get('viewer').userId, reminders: c.req.valid('json') });
      return c.json({ success: true as const }, 200);
    },
  )
  .openapi(updateHobbiesRoute, async (c) => {
    const { hobbies } = c.req.valid('json');
    await service.updateHobbies({ db: c.get('db'), userId: c.get('viewer').userId, hobbies });
    return c.json({ success: true as const, hobbies }, 200);
  });

import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { DeleteAccountSchema } from '@common/schemas/settings';
import type { AppEnv } from '../../middleware/context';
import { requireSession } from '../../middleware/require-session';
import { validate } from '../../middleware/validate';
import { describeViewer } from './me.service';
import { deleteMyAccount, exportMyData, markTourSeen } from './my-data.service';

export const meRoutes = new Hono<AppEnv>()
  .get('/', requireSession, (c) => c.json(describeViewer(c.var.viewer)))
  .get('/export', requireSession, async (c) => {
    const data = await exportMyData({ db: c.var.db, userId: c.var.viewer.userId });
    const date = new Date().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="meine-daten-${date}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  })
  .post('/delete', requireSession, validate('json', DeleteAccountSchema), async (c) => {
    await deleteMyAccount({ db: c.var.db, auth: c.var.auth, userId: c.var.viewer.userId, password: c.req.valid('json').password });
    const cookies = (await c.var.auth.$context).authCookies;
    for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
      deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure });
    }
    return c.json({ success: true });
  })
  .put('/tour', requireSession, async (c) => {
    await markTourSeen({ db: c.var.db, userId: c.var.viewer.userId });
    return c.json({ success: true });
  });

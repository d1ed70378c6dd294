// 'Freischaltung anfragen' (docs/ARCHITECTURE.md, difference 9): a learner asks for a locked area,
// the admins get a mail and grant ('Freischalten') or refuse ('Ablehnen') it in the console.
import { z } from 'zod';
import { ACCESS_REQUEST_STATUSES, PAGE_KEYS } from '../domain';

export const AccessRequestInputSchema = z.object({ page: z.enum(PAGE_KEYS, 'INVALID_PAGE') });
export type AccessRequestInput = z.infer<typeof AccessRequestInputSchema>;

export const MyAccessRequestSchema = z
  .object({ page: z.enum(PAGE_KEYS), status: z.enum(ACCESS_REQUEST_STATUSES), requestedAt: z.string() })
  .meta({ id: 'MyAccessRequest' });
export type MyAccessRequest = z.infer<typeof MyAccessRequestSchema>;
export const MyAccessRequestsSchema = z.array(MyAccessRequestSchema);

export const OpenAccessRequestSchema = z
  .object({ id: z.uuid(), userId: z.string(), email: z.string(), page: z.enum(PAGE_KEYS), requestedAt: z.string() })
  .meta({ id: 'OpenAccessRequest' });
export type OpenAccessRequest = z.infer<typeof OpenAccessRequestSchema>;
export const OpenAccessRequestsSchema = z.array(OpenAccessRequestSchema);

export const AccessRequestIdParamSchema = z.object({ id: z.uuid('INVALID_ID') });

/** One button for every locked area: the areas asked for now, and every request of the learner afterwards. */
export const LockedAreasRequestResultSchema = z
  .object({ requested: z.array(z.enum(PAGE_KEYS)), requests: MyAccessRequestsSchema })
  .meta({ id: 'LockedAreasRequestResult' });
export type LockedAreasRequestResult = z.infer<typeof LockedAreasRequestResultSchema>;

export const AccessRequestUserParamSchema = z.object({ userId: z.string().min(1, 'INVALID_ID').max(64, 'INVALID_ID') });

/** 'Alle freischalten': the areas granted to the learner at once. */
export const GrantAllResultSchema = z
  .object({ success: z.literal(true), granted: z.array(z.enum(PAGE_KEYS)) })
  .meta({ id: 'GrantAllResult' });

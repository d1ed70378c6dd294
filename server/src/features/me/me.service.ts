import { getEffectivePermissions, getEffectiveReasons } from '@common/domain';
import type { Me } from '@common/schemas/me';
import type { Viewer } from '../../middleware/context';

export function describeViewer(viewer: Viewer): Me {
  return {
    user: { id: viewer.userId, email: viewer.email, name: viewer.name, firstName: viewer.firstName },
    language: viewer.language,
    role: viewer.role,
    mpuReasons: getEffectiveReasons(viewer),
    permissions: getEffectivePermissions(viewer.role, viewer.permissions, getEffectiveReasons(viewer)),
    tourSeen: viewer.tourSeen,
    healthDataConsent: viewer.healthDataConsent,
    mustChangePassword: viewer.mustChangePassword,
  };
}

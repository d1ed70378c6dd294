import { describe, expect, it } from 'vitest';
import { ApiError, createNetworkError } from '../../../lib/api-client';
import { getCounsellorErrorKey } from './counsellor-messages';

describe("the counsellor API's errors", () => {
  it('names why a cancellation or an outcome was refused', () => {
    expect(getCounsellorErrorKey(new ApiError(409, 'ALREADY_STARTED', ''), 'cancel')).toBe('counsellor:errors.alreadyStarted');
    expect(getCounsellorErrorKey(new ApiError(409, 'ALREADY_CANCELLED', ''), 'cancel')).toBe('counsellor:errors.alreadyCancelled');
    expect(getCounsellorErrorKey(new ApiError(409, 'NOT_STARTED', ''), 'outcome')).toBe('counsellor:errors.notStarted');
    expect(getCounsellorErrorKey(new ApiError(409, 'CANCELLED', ''), 'outcome')).toBe('counsellor:errors.cancelledOutcome');
    expect(getCounsellorErrorKey(new ApiError(404, 'BOOKING_NOT_FOUND', ''), 'outcome')).toBe('counsellor:errors.notFound');
  });

  it('tells an account without a linked profile whom to ask, and falls back on the general text', () => {
    expect(getCounsellorErrorKey(new ApiError(403, 'NOT_A_COUNSELLOR', ''), 'cancel')).toBe('counsellor:notACounsellor');
    expect(getCounsellorErrorKey(createNetworkError(new Error('offline')), 'cancel')).toBe('counsellor:errors.cancel');
    expect(getCounsellorErrorKey(new ApiError(500, 'INTERNAL', ''), 'saveSettings')).toBe('counsellor:errors.saveSettings');
    expect(getCounsellorErrorKey(new ApiError(400, 'VALIDATION_ERROR', '', { videoLink: 'URL' }), 'saveSettings')).toBe(
      'counsellor:errors.invalidSettings',
    );
  });
});

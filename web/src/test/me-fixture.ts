import type { Me } from '@common/schemas/me';

/** A signed-in learner as GET /api/me describes them: alcohol MPU, only the default pages open. */
export function makeLearnerMe(overrides: Partial<Me> = {}): Me {
  return {
    user: { id: 'u1', email: 'lea@example.org', name: 'lea', firstName: '' },
    language: 'de',
    role: 'user',
    mpuReasons: ['alcohol'],
    permissions: {
      courses: false,
      videos: true,
      lexicon: true,
      news: false,
      'book-session': false,
      'ai-assistant': false,
      'exam-trainer': false,
      'performance-trainer': true,
      abstinence: true,
      'my-story': true,
    },
    tourSeen: false,
    mustChangePassword: false,
    // registered with the consent; an account an administrator created starts 'unanswered'
    healthDataConsent: 'given',
    ...overrides,
  };
}

// German (and tr, en) labels for every value of the settings' closed value sets (common/domain/value-sets.ts).
import type { EDUCATIONS, HIGHEST_DEGREES, LIVING_SITUATIONS, RELATIONSHIP_STATUSES } from '@common/domain/value-sets';
import type { TranslationKey } from '../../../lib/i18n';

export const LIVING_SITUATION_LABEL_KEYS: Record<(typeof LIVING_SITUATIONS)[number], TranslationKey<'settings'>> = {
  alone: 'settings:living.situations.alone',
  family: 'settings:living.situations.family',
  partner: 'settings:living.situations.partner',
  roommates: 'settings:living.situations.roommates',
  parents: 'settings:living.situations.parents',
};

export const RELATIONSHIP_STATUS_LABEL_KEYS: Record<(typeof RELATIONSHIP_STATUSES)[number], TranslationKey<'settings'>> = {
  single: 'settings:living.relationships.single',
  relationship: 'settings:living.relationships.relationship',
  married: 'settings:living.relationships.married',
  divorced: 'settings:living.relationships.divorced',
  widowed: 'settings:living.relationships.widowed',
};

export const EDUCATION_LABEL_KEYS: Record<(typeof EDUCATIONS)[number], TranslationKey<'settings'>> = {
  hauptschule: 'settings:education.educations.hauptschule',
  realschule: 'settings:education.educations.realschule',
  gymnasium: 'settings:education.educations.gymnasium',
  university: 'settings:education.educations.university',
  other: 'settings:education.educations.other',
};

export const HIGHEST_DEGREE_LABEL_KEYS: Record<(typeof HIGHEST_DEGREES)[number], TranslationKey<'settings'>> = {
  none: 'settings:education.degrees.none',
  hauptschule: 'settings:education.degrees.hauptschule',
  realschule: 'settings:education.degrees.realschule',
  abitur: 'settings:education.degrees.abitur',
  bachelor: 'settings:education.degrees.bachelor',
  master: 'settings:education.degrees.master',
  phd: 'settings:education.degrees.phd',
};

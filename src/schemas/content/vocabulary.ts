/** Fixed vocabularies shared by content, validation and the API (see decisions.md). */

export const POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;
export type Position = (typeof POSITIONS)[number];

export const MATCH_STATUSES = ['scheduled', 'in_play', 'completed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** decisions.md "Match status details": why a match is not an ordinary result (null: it is). */
export const STATUS_DETAILS = ['postponed', 'awarded', 'cancelled'] as const;
export type StatusDetail = (typeof STATUS_DETAILS)[number];

/** Event `type` → allowed `detail` values. */
export const EVENT_DETAILS = {
  goal: ['normal', 'penalty', 'own_goal'],
  card: ['yellow', 'second_yellow', 'red'],
  substitution: ['substitution'],
  missed_penalty: ['saved', 'missed'],
  var: ['goal_disallowed', 'penalty_awarded', 'penalty_cancelled', 'red_card', 'card_cancelled'],
  shootout: ['scored', 'missed'],
} as const;
export type EventType = keyof typeof EVENT_DETAILS;
export const EVENT_TYPES = Object.keys(EVENT_DETAILS) as [EventType, ...EventType[]];

export const LIVE_PERIODS = ['first_half', 'half_time', 'second_half', 'extra_time', 'penalties'] as const;
export type LivePeriod = (typeof LIVE_PERIODS)[number];

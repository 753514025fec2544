/**
 * The SSN step's help-video modal (doc 2 §2.4 "an SSN explainer video with captions. Play, pause
 * and end each send a CRM event. A playback failure shows 'videos.genericPlaybackError'", §2.15
 * "an optional help-video link opens a video modal", §7 POST /v2/crm/{applicationUid}/crmevents
 * {Data:[{key:'Source', value: page path}], EventType}).
 *
 *   editing ──video.open [hasSsnVideo]──▶ video.watching (modal 'ssnVideo')
 *   video.watching: video.play / video.pause / video.ended ──▶ spawn crmEvent (EventType 'play' |
 *                   'pause' | 'end', Source = the step's path); video.failed ──▶ video.failed
 *   video.failed (modal 'ssnVideoFailed'): the error message; a new play (retry) ──▶ watching
 *   modal.cancel ──▶ editing
 *
 * The CRM calls are fire-and-forget children (`crmEvent`, like the save & exit modal's
 * `exitModalEvent`): a CRM failure never blocks the player (doc 1 §4, §8.1).
 */
import { spawnChild } from 'xstate';
import type { Args, StateConfig } from './state-parts';

/** The CRM EventType of each player event (doc 1 §3 "EventType (video play, pause, end)"). */
export const VIDEO_CRM_EVENT_TYPES = {
  'video.play': 'play',
  'video.pause': 'pause',
  'video.ended': 'end',
} as const;

/** A spawned `crmEvent` for the player event `type`, with the step's path as its Source. */
function sendCrm(type: keyof typeof VIDEO_CRM_EVENT_TYPES, path: string): StateConfig {
  return {
    actions: spawnChild('crmEvent', {
      input: ({ context }: Args) => ({
        applicationUid: context.applicationUid,
        eventType: VIDEO_CRM_EVENT_TYPES[type],
        source: path,
      }),
    }),
  };
}

/**
 * Adds the help-video modal to an SSN step (doc 2 §2.4, §2.15): `video.open` on the step's
 * `editingOn` (when the broker has an SSNVideoSlug, guard `hasSsnVideo`) and the `video` state
 * with its `watching` and `failed` children; `path` is the step's page path (the CRM Source).
 */
export function ssnVideoStates(path: string, editingOn: StateConfig, states: StateConfig) {
  editingOn['video.open'] = { guard: 'hasSsnVideo', target: 'video' };
  const crm = {
    'video.play': sendCrm('video.play', path),
    'video.pause': sendCrm('video.pause', path),
    'video.ended': sendCrm('video.ended', path),
  };
  states.video = {
    initial: 'watching',
    on: { 'modal.cancel': 'editing' },
    states: {
      watching: {
        meta: { modal: 'ssnVideo' },
        on: { ...crm, 'video.failed': 'failed' },
      },
      failed: {
        meta: { modal: 'ssnVideoFailed' },
        // A play that starts after a failure (the user retried in the player) is reported too.
        on: { 'video.play': { target: 'watching', ...sendCrm('video.play', path) } },
      },
    },
  };
}

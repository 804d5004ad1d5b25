import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { validationFailed } from '../kernel/errors.js';
import { isTimeZone } from '../kernel/time-zone.js';
import { readSettings, updateSettings } from './settings-repository.js';

/**
 * The Settings screen: route defaults (preferences), company profile and notification flags. Reads answer
 * the documented defaults until saved (document 2, section 9); updates change the fields present.
 */
export function settingsHandlers({ knex }: AppServices) {
  return defineHandlers({
    getUserPreferences: async (ctx) => {
      ctx.body = (await readSettings(knex, currentUser(ctx).id)).preferences;
    },
    updateUserPreferences: async (ctx, { body }) => {
      if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) {
        throw validationFailed([
          {
            field: 'timeZone',
            code: 'format',
            message: `${body.timeZone} is not a time zone; use an IANA name such as America/Chicago`,
            value: body.timeZone,
          },
        ]);
      }
      ctx.body = (await updateSettings(knex, currentUser(ctx).id, body)).preferences;
    },
    getUserProfile: async (ctx) => {
      ctx.body = (await readSettings(knex, currentUser(ctx).id)).profile;
    },
    updateUserProfile: async (ctx, { body }) => {
      const trimmed = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || null : v]),
      );
      ctx.body = (await updateSettings(knex, currentUser(ctx).id, trimmed)).profile;
    },
    getNotificationSettings: async (ctx) => {
      ctx.body = (await readSettings(knex, currentUser(ctx).id)).notifications;
    },
    updateNotificationSettings: async (ctx, { body }) => {
      ctx.body = (await updateSettings(knex, currentUser(ctx).id, body)).notifications;
    },
  });
}

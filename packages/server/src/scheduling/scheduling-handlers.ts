import { defineHandlers } from '../kernel/registry.js';
import type { AppContext } from '../kernel/context.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { unauthenticated } from '../kernel/errors.js';
import { pageOf } from '../kernel/paging.js';
import { findDriver, findDriverByCalendarKey } from '../drivers/driver-repository.js';
import { driverNotFound } from '../drivers/driver-service.js';
import { readTimeZone } from '../users/settings-repository.js';
import { calendarFeed } from './calendar-feed.js';
import { feedShifts } from './calendar-shifts.js';
import { generateSchedules } from './schedule-generation.js';
import { deleteScheduleRow, listSchedules } from './schedule-repository.js';
import { presentSchedule } from './schedule-presenter.js';
import { createSchedule, scheduleNotFound, updateSchedule } from './schedule-service.js';
import { deleteTemplateRow, listTemplates } from './shift-template-repository.js';
import { presentTemplate } from './shift-template-presenter.js';
import { createTemplate, templateNotFound, updateTemplate } from './shift-template-service.js';

/** Shift templates, daily schedules, generation, and drivers' calendar feeds (document 2, /scheduling). */
export function schedulingHandlers({ knex, config }: AppServices) {
  const host = new URL(config.publicUrl).hostname;

  /** The feed's driver: the signed-in owner's, else the one whose calendar key this is, else 401. */
  async function feedDriver(ctx: AppContext, id: number, key: string | undefined) {
    if (ctx.state.user) {
      const owned = await findDriver(knex, ctx.state.user.id, id);
      if (owned) return owned;
      if (!key) throw driverNotFound(id);
    }
    const keyed = key ? await findDriverByCalendarKey(knex, id, key) : undefined;
    if (!keyed) throw unauthenticated('A valid calendar key or sign-in is required');
    return keyed;
  }

  return defineHandlers({
    listShiftTemplates: async (ctx, { query }) => {
      const { items, total } = await listTemplates(knex, currentUser(ctx).id, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentTemplate);
    },
    createShiftTemplate: async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = presentTemplate(await createTemplate(knex, currentUser(ctx).id, body));
    },
    updateShiftTemplate: async (ctx, { params, body }) => {
      ctx.body = presentTemplate(await updateTemplate(knex, currentUser(ctx).id, params.id, body));
    },
    deleteShiftTemplate: async (ctx, { params }) => {
      if (!(await deleteTemplateRow(knex, currentUser(ctx).id, params.id))) throw templateNotFound(params.id);
      ctx.status = 204;
    },
    listSchedules: async (ctx, { query }) => {
      const filter = {
        dateFrom: query.date ?? query.dateFrom,
        dateTo: query.date ?? query.dateTo,
        driverId: query.driverId,
      };
      const { items, total } = await listSchedules(knex, currentUser(ctx).id, filter, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentSchedule);
    },
    createSchedule: async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = presentSchedule(await createSchedule(knex, currentUser(ctx).id, body));
    },
    updateSchedule: async (ctx, { params, body }) => {
      ctx.body = presentSchedule(await updateSchedule(knex, currentUser(ctx).id, params.id, body));
    },
    deleteSchedule: async (ctx, { params }) => {
      if (!(await deleteScheduleRow(knex, currentUser(ctx).id, params.id))) throw scheduleNotFound(params.id);
      ctx.status = 204;
    },
    generateSchedules: async (ctx, { body }) => {
      const { schedules, skipped } = await generateSchedules(knex, currentUser(ctx).id, body);
      ctx.status = 201;
      ctx.body = { created: schedules.length, schedules: schedules.map(presentSchedule), skipped };
    },
    getDriverCalendar: async (ctx, { params, query }) => {
      const driver = await feedDriver(ctx, params.id, query.key);
      const timeZone = await readTimeZone(knex, driver.userId);
      const shifts = await feedShifts(knex, driver.userId, driver.id, timeZone);
      ctx.set('Cache-Control', 'private, max-age=300');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.body = calendarFeed({ driverName: driver.name, timeZone, shifts, host });
    },
  });
}

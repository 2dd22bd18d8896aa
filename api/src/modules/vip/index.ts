import type messages from './i18n/en-us.json';
import type { Logger } from 'pino';
import type { EntityManager } from '@mikro-orm/core';
import { platformDay, type Clock } from '../../platform/clock.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { defineModule } from '../../platform/module.ts';
import { VipLevelSchema, VipPromotionSchema } from './vip.entity.ts';
import { adminVipRoutes, vipRoutes } from './vip.routes.ts';
import { createVipService, type VipService } from './vip.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    vip: VipService;
  }
}

/** Promotion by events (the journal watch, every 30 s) and the nightly pass over every member. */
function scheduleVipPromotion(vip: VipService, em: EntityManager, clock: Clock, logger: Logger) {
  return scheduleJob(
    'vip promotion',
    async () => {
      const watched = await vip.watch(em.fork());
      const nightly = await vip.nightly(em.fork(), platformDay(clock.now()));
      if (watched || nightly) logger.info({ watched, nightly }, 'vip promotion');
    },
    { everyMs: 30_000, logger },
  );
}

/** VIP levels 0–5: requirements, benefits, promotion by events and a nightly job (ADR 0028). */
export const vipModule = defineModule({
  name: 'vip',
  entities: [VipLevelSchema, VipPromotionSchema],
  services: {
    vip: ({ clock, dialect }) => createVipService({ clock, dialect }),
  },
  routes: ({ em, clock, services }) => [
    vipRoutes({ em, vip: services.vip }),
    adminVipRoutes({ em, clock, vip: services.vip }),
  ],
  jobs: ({ em, clock, logger, services }) => [scheduleVipPromotion(services.vip, em, clock, logger)],
});

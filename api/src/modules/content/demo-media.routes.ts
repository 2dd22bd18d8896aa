import { createReadStream } from 'node:fs';
import { defineRoutes, guard, pathParam } from '../../platform/routes.ts';
import { DEMO_MEDIA_FILES } from './content.seed-articles.ts';

const DIR = new URL('./demo-media/', import.meta.url);

/**
 * The demo gallery's files (shipped in `demo-media/`), under /uploads/demo/ beside the uploaded
 * ones so a seeded item's paths are like any other's. Only the names listed are served.
 */
export const demoMediaRoutes = () =>
  defineRoutes('/uploads/demo', (route) => {
    route.get('/:name', { guard: guard.public }, (ctx) => {
      const name = pathParam(ctx, 'name');
      const type = Object.hasOwn(DEMO_MEDIA_FILES, name) ? DEMO_MEDIA_FILES[name] : undefined;
      if (!type) return;
      ctx.set('Content-Type', type);
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = createReadStream(new URL(name, DIR));
    });
  });

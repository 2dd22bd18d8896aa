import type messages from './i18n/en-us.json';
import { scheduleJob } from '../../platform/jobs.ts';
import { defineModule } from '../../platform/module.ts';
import { uploadPolicy } from './upload.policy.ts';
import { UploadSchema } from './upload.entity.ts';
import { storedFileRoutes, uploadRoutes } from './upload.routes.ts';
import { createUploadService, type UploadService } from './upload.service.ts';
import { videoPolicy } from './video.policy.ts';
import { adminUploadRoutes, storedVideoRoutes, videoUploadRoutes } from './video.routes.ts';
import { diskVideoStore, type VideoStore } from './video-store.ts';
import { VideoUploadSchema } from './video-upload.entity.ts';
import { createVideoUploadService, type VideoUploadService } from './video-upload.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    uploads: UploadService;
    videoStore: VideoStore;
    videoUploads: VideoUploadService;
  }
}

/** How often unattached video uploads older than a day are looked for. */
const VIDEO_CLEANUP_EVERY_MS = 15 * 60_000;

/**
 * Images members upload (multipart, type from the bytes) and the stored files served back;
 * resumable video uploads (tus) into a video store, operators' uploads for the content area, the
 * finished videos served with ranges, and the removal of unattached uploads after a day (ADR 0033).
 */
export const uploadModule = defineModule({
  name: 'upload',
  entities: [UploadSchema, VideoUploadSchema],
  policies: [uploadPolicy, videoPolicy],
  services: {
    uploads: ({ em, clock, config }) => createUploadService({ em, clock, dataDir: config.dataDir }),
    videoStore: ({ config }) => diskVideoStore(config.dataDir),
    videoUploads: ({ em, clock, logger, services }) =>
      createVideoUploadService({ em, clock, logger, store: services.videoStore }),
  },
  routes: ({ services }) => [
    uploadRoutes({ uploads: services.uploads }),
    storedFileRoutes({ uploads: services.uploads }),
    videoUploadRoutes({ videos: services.videoUploads }),
    adminUploadRoutes({ uploads: services.uploads, videos: services.videoUploads }),
    storedVideoRoutes({ videos: services.videoUploads }),
  ],
  jobs: ({ logger, services }) => [
    scheduleJob(
      'video upload cleanup',
      async () => {
        const removed = await services.videoUploads.removeUnattached();
        if (removed) logger.info({ removed }, 'unattached video uploads removed');
      },
      { everyMs: VIDEO_CLEANUP_EVERY_MS, logger },
    ),
  ],
});

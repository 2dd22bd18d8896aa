import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { uploadPolicy } from './upload.policy.ts';
import { UploadSchema } from './upload.entity.ts';
import { storedFileRoutes, uploadRoutes } from './upload.routes.ts';
import { createUploadService, type UploadService } from './upload.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    uploads: UploadService;
  }
}

/** Images members upload (multipart, type from the bytes) and the stored files served back. */
export const uploadModule = defineModule({
  name: 'upload',
  entities: [UploadSchema],
  policies: [uploadPolicy],
  services: {
    uploads: ({ em, clock, config }) => createUploadService({ em, clock, dataDir: config.dataDir }),
  },
  routes: ({ services }) => [
    uploadRoutes({ uploads: services.uploads }),
    storedFileRoutes({ uploads: services.uploads }),
  ],
});

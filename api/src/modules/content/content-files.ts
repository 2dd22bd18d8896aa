import { ApiError } from '../../platform/errors.ts';
import type { UploadService } from '../upload/upload.service.ts';
import type { VideoUploadService } from '../upload/video-upload.service.ts';
import { DEMO_MEDIA_FILES, DEMO_MEDIA_PREFIX } from './content.seed-articles.ts';

type Deps = { uploads: UploadService; videoUploads: VideoUploadService };

/** What a path must name: a picture (a cover, a poster, a gallery image) or a film. */
export type ContentFileKind = 'image' | 'video';

/**
 * The files articles and the gallery may show: those operators uploaded for content
 * (`POST /api/Admin/Upload/image|video`) and the demo files. A member's upload (an avatar, a
 * plan's poster or video) is theirs, not the content area's; a path naming no file would show
 * members a broken picture.
 */
export function createContentFiles({ uploads, videoUploads }: Deps) {
  async function exists(path: string, kind: ContentFileKind): Promise<boolean> {
    if (path.startsWith(DEMO_MEDIA_PREFIX)) {
      const name = path.slice(DEMO_MEDIA_PREFIX.length);
      return Object.hasOwn(DEMO_MEDIA_FILES, name) && DEMO_MEDIA_FILES[name]!.startsWith(`${kind}/`);
    }
    if (kind === 'image') {
      const upload = path.startsWith('/uploads/') ? await uploads.byPath(path) : null;
      return Boolean(upload?.operator);
    }
    const video = path.startsWith('/videos/')
      ? await videoUploads.published(path.slice('/videos/'.length))
      : null;
    return Boolean(video?.operator);
  }

  return {
    /**
     * Refuses (422, naming `field`) a path that is not a content file of `kind`; the schema has
     * already checked its form.
     */
    async check(path: string, kind: ContentFileKind, field: string): Promise<void> {
      if (await exists(path, kind)) return;
      throw new ApiError(422, kind === 'image' ? 'content.imagePathInvalid' : 'content.videoPathInvalid', {
        params: { field },
      });
    },
  };
}

export type ContentFiles = ReturnType<typeof createContentFiles>;

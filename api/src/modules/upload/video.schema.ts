import { z } from 'zod';
import { paramRegistry } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';

/**
 * The id of a member's resumable video upload (`/api/Upload/video/<id>`): 32 hex digits. It names
 * the `video` resource, so the tests that go over every route know whose it is.
 */
export const videoId = () => {
  const schema = z
    .string(message('upload.videoNotFound'))
    .trim()
    .regex(/^[a-f0-9]{32}$/, message('upload.videoNotFound'));
  paramRegistry.add(schema, { param: 'id', resource: 'video' });
  return schema;
};

/** `GET /api/Upload/video/info?id=` */
export const VideoInfoQuerySchema = z.object({ id: videoId() });

import type { PlanRules } from '@h5/api/contract/plans';

/** The file types the video input offers: MOV, MP4, M4V and AVI by name and by type. */
export const VIDEO_ACCEPT =
  '.mov,.mp4,.m4v,.avi,video/quicktime,video/mp4,video/x-m4v,video/x-msvideo,video/avi';

const EXTENSIONS = ['.mov', '.mp4', '.m4v', '.avi'];

/**
 * Why a picked video is refused before any byte is sent: not one of the types (by name or by the
 * browser's type; the server decides from the bytes), or larger than the server takes.
 */
export function videoProblem(
  file: { name: string; size: number; type: string },
  rules: Pick<PlanRules, 'videoMaxBytes' | 'videoTypes'>,
): 'type' | 'size' | 'empty' | null {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const knownType =
    type !== '' && (rules.videoTypes.includes(type) || VIDEO_ACCEPT.split(',').includes(type));
  if (!knownType && !EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > rules.videoMaxBytes) return 'size';
  return null;
}

/** The upload's id from its tus URL (`…/api/Upload/video/<id>`). */
export function uploadIdOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  const id = path.slice(path.lastIndexOf('/') + 1);
  return id ? decodeURIComponent(id) : null;
}

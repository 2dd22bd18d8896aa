import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PlanKind } from '@h5/api/contract/plans';
import type { DraftVideo } from '../utils/planDraft.ts';
import { videoUploadOf } from './videoUploads.ts';

/**
 * The form's view of its kind's video upload (which goes on while the member is on another page):
 * takes up the draft's video on mount and reports each change of it to `onChange`.
 */
export function useVideoUpload(
  kind: PlanKind,
  video: DraftVideo | null,
  onChange: (video: DraftVideo | null) => void,
) {
  const [upload] = useState(() => {
    const controller = videoUploadOf(kind);
    controller.adopt(video);
    return controller;
  });
  useEffect(() => {
    upload.onVideo = onChange;
    return () => {
      upload.onVideo = null;
    };
  });
  const state = useSyncExternalStore(upload.subscribe, upload.getState);
  return { state, upload };
}

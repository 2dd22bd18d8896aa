// Wire types of the upload module (`@h5/api/contract/upload`), shared with the front end. Types only.

/** POST /api/Upload/image */
export type UploadAnswer = { path: string };

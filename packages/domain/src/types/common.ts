// Shapes shared by several entities. Dates are plain `Date`s in the domain: the Firestore
// converters (see ../firestore/converter.ts) turn Timestamps into Dates on read, and both SDKs
// store Dates as Timestamps on write.

/** A reference to an uploaded file in Cloud Storage. */
export type FileRef = {
  /** Object path in the default bucket, e.g. `candidates/{uid}/resume/cv.pdf`. */
  path: string;
  /** The name the user's file had, shown in the UI and used for downloads. */
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
};

/** A snapshot of a catalog entry frozen inside another document (a job keeps its department's title). */
export type CatalogRef = {
  id: string;
  title: string;
};

export type Timestamps = {
  createdAt: Date;
  updatedAt: Date;
};

/** Every stored entity carries its document id when read through a converter. */
export type WithId<T> = T & { id: string };

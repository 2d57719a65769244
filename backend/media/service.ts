/**
 * What other modules may use of the media module (ADR 0028's public file): uploaded product
 * photos — check and re-encode (photos.ts), keep and remove them in the photo store
 * (storage.ts, ADR 0030). The image route (routes.ts) serves them.
 */
export { PHOTO_FORMATS, PHOTO_KINDS, PHOTO_ORIGINAL, PHOTO_ORIGINALS, PHOTO_WIDTHS, processPhoto, removePhoto, storePhoto, type PhotoKind, type PhotoLimits, type PhotoProblem, type ProcessedPhoto } from "./photos.ts";
export { photoStoreFor, StoreUnavailableError, type ObjectStore } from "./storage.ts";

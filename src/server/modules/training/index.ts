// Training: the libraries, videos and signed media links, and the catalogue written from code.
// Code outside this folder imports only what this file exports.

export { trainingRoutes } from './routes';
export { createTrainingShelf, type TrainingShelf } from './training-shelf';
export { createMediaLinks, type MediaLinks } from './media-links';
export { mediaOriginsFor } from './media-origins';
export { mediaRoutes } from './media-routes';
export { syncTrainingCatalogue, trainingCatalogueSeeder } from './sync-training-catalogue';
export { toTrainingVideo } from './to-training-video';
export { trainingCatalogue, type CatalogueVideo } from './training-catalogue';
export { inLocale } from './catalogue-words';

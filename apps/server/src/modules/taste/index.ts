// The taste module's public face: what app.ts and other modules may use. Everything else in
// modules/taste is private to it (ESLint holds this).
export { tastePlugin, type CatalogueEvents, type TasteCatalogue } from './catalogue.ts';
export { tasteRoutes } from './routes.ts';
export { adminTasteRoutes } from './admin-routes.ts';
export { ratingRoutes } from './rating-routes.ts';
// Page heads preload the galleries' first pictures; a member's gallery is drawn on the server from the queue's own answer.
export { crowdGallery } from './queue-service.ts';
export { galleryQueueAnswers } from './queue-answers.ts';
export { crowdBytes } from './queue-json.ts';
// All Artworks sorts For you by the collector's ranking.
export { forYouOrder } from './queue-service.ts';
export { tasteDeps } from './deps.ts';
// A first listing e-mails the collectors it fits best (studio calls it).
export { NEW_WORK_ALERT_SWEEP_MS, NEW_WORK_TEMPLATE, newWorkAlerter, sendNewWorkAlerts, type NewWorkAlerter } from './new-work-alerts.ts';

// Site info, robots.txt and the sitemap.
// Code outside this folder imports only what this file exports.

export { crawlerRoutes, siteRoutes } from './routes';

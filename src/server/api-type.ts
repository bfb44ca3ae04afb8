// Types only: the one server module the browser code may import (see eslint.config.js). It
// holds no values, so nothing of the server can reach the client bundle through it.
export type { ApiRoutes } from './api-routes';
export type { DevMailboxRoutes } from '#server/modules/dev-mailbox';

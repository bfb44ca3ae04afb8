// Pi Network: orders, approval and completion against the Platform API, and its simulator.
// Code outside this folder imports only what this file exports.

export { piRoutes } from './routes';
export { createPi, type Pi } from './create-pi';
export type { PiSimulator } from './pi-simulator';

// A member's plan as the site reads it (GET /api/subscription/status) and the demo member.
// Code outside this folder imports only what this file exports.

export { subscriptionRoutes } from './routes';
export {
  createSubscriptionStatuses,
  getSubscriptionStatus,
  type SubscriptionStatuses,
} from './get-subscription-status';
export { demoMember, demoMemberSeeder } from './demo-member';

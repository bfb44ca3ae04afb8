// A member's own data: the export (GET /api/me/export) and the deletion of an account, from
// the member's own request or an administrator's, with its files.
// Code outside this folder imports only what this file exports.

export { accountExportRoutes } from './routes';
export {
  createAccountDeletion,
  refuseWhileCardPlanRenews,
  videoAssetsFor,
} from './delete-account-data';
export { deleteMember } from './delete-member';

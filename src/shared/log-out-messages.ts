/**
 * The texts of logging out (docs/product.md#texts-accounts), apart from the other account
 * messages: every page's header can log out, and its code should not carry the forms' texts.
 * `accountMessages` includes them.
 */
export const logOutMessages = {
  loggedOut: 'Logged out successfully',
  logoutFallback: 'An error occurred during logout',
} as const;

import { apiFetch } from '#client/lib/api';
import type { SessionUser } from '#client/lib/auth/auth-provider';

/** Calls to the auth endpoints (better-auth under /api/auth) that the account pages make. */

export type SignInResult = { redirect?: boolean; user?: SessionUser; twoFactorRedirect?: boolean };

export const signInWithEmail = (body: { email: string; password: string }) =>
  apiFetch<SignInResult>('/api/auth/sign-in/email', { body: { ...body, rememberMe: true } });

export const verifyTotp = (code: string) =>
  apiFetch<{ user: SessionUser }>('/api/auth/two-factor/verify-totp', {
    body: { code, trustDevice: false },
  });

export const verifyBackupCode = (code: string) =>
  apiFetch<{ user: SessionUser }>('/api/auth/two-factor/verify-backup-code', {
    body: { code, trustDevice: false },
  });

/** Where the confirmation link leads once it has signed the new member in. */
const afterConfirmation = '/profile';

/**
 * Signs up; the confirmation email's link signs the new member in and leads to `callbackURL`
 * (a same-site path: the server refuses any other), their profile by default.
 */
export const signUpWithEmail = (
  body: Record<string, unknown>,
  callbackURL: string = afterConfirmation,
) =>
  apiFetch<{ user: SessionUser }>('/api/auth/sign-up/email', {
    // better-auth wants a name; the server replaces it with the one the form's fields make.
    body: { name: 'new member', ...body, callbackURL },
  });

export const resendConfirmation = (email: string, callbackURL: string = afterConfirmation) =>
  apiFetch('/api/auth/send-verification-email', { body: { email, callbackURL } });

export const requestPasswordReset = (email: string) =>
  apiFetch('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });

export const resetPassword = (body: { token: string; newPassword: string }) =>
  apiFetch('/api/auth/reset-password', { body });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiFetch('/api/auth/change-password', { body: { ...body, revokeOtherSessions: true } });

export const revokeOtherSessions = () => apiFetch('/api/auth/revoke-other-sessions', { body: {} });

export const enableTwoFactor = (password: string) =>
  apiFetch<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
    body: { password },
  });

export const disableTwoFactor = (password: string) =>
  apiFetch('/api/auth/two-factor/disable', { body: { password } });

export const deleteAccount = (password: string) =>
  apiFetch('/api/auth/delete-user', { body: { password } });

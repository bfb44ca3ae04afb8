import { localizedPath, type Locale } from '#shared/locales';
import { apiFetch } from '#client/lib/api';
import { pageLocale } from '#client/lib/i18n/catalogs';
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

/** A page a mailed link leads back to, in the language of the page the request was made on. */
const inPageLanguage = (path: string) => localizedPath(path, pageLocale());

/**
 * Signs up in the page's language (the account's, and the mails'); the confirmation email's link
 * signs the new member in and leads to `callbackURL` (a same-site path: the server refuses any
 * other), their profile by default.
 */
export const signUpWithEmail = (
  body: Record<string, unknown>,
  callbackURL: string = afterConfirmation,
) =>
  apiFetch<{ user: SessionUser }>('/api/auth/sign-up/email', {
    // better-auth wants a name; the server replaces it with the one the form's fields make.
    body: {
      name: 'new member',
      ...body,
      language: pageLocale(),
      callbackURL: inPageLanguage(callbackURL),
    },
  });

export const resendConfirmation = (email: string, callbackURL: string = afterConfirmation) =>
  apiFetch('/api/auth/send-verification-email', {
    body: { email, callbackURL: inPageLanguage(callbackURL) },
  });

export const requestPasswordReset = (email: string) =>
  apiFetch('/api/auth/request-password-reset', {
    body: { email, redirectTo: inPageLanguage('/reset-password') },
  });

/** The language the member reads the site and their mail in (better-auth's update-user). */
export const saveAccountLanguage = (language: Locale) =>
  apiFetch('/api/auth/update-user', { body: { language } });

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

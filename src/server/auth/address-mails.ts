import type { AuthContext } from 'better-auth';
import type { Mailer } from '../adapters/mail/mailer';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { mailLocaleOf, pageUrl } from '../adapters/mail/mail-words';
import {
  confirmationEmail,
  contestedSignupEmail,
  passwordResetEmail,
  signupAttemptEmail,
} from './emails';
import {
  choosePasswordToken,
  isContested,
  mayNoticeAttempt,
  onAddressConfirmed,
} from './signup-attempts';

type MailedUser = { id: string; email: string; name: string; language?: string | null };

/**
 * The mails of an account's address: a reset link, the confirmation (or, for a sign-up that
 * replaced an earlier one, a link to choose the password), and a note to the holder of a
 * confirmed address someone tried to sign up with. Confirming an address by either link ends the
 * sessions the account had before.
 */
export function accountMails({
  config,
  mailer,
  authContext,
  clock,
}: {
  config: Config;
  mailer: Mailer;
  clock: Clock;
  /** better-auth's context, once it is made */
  authContext: () => Promise<Pick<AuthContext, 'internalAdapter'>>;
}) {
  return {
    password: {
      sendResetPassword: async ({ user, url }: { user: MailedUser; url: string }) => {
        await mailer.send(
          passwordResetEmail({
            siteName: config.siteName,
            to: user.email,
            name: user.name,
            url,
            locale: mailLocaleOf(user.language),
          }),
        );
      },
      // A password chosen through a link mailed to the address proves the address as a
      // confirmation does (an unconfirmed account is confirmed by it); every session ends.
      onPasswordReset: async ({ user }: { user: MailedUser & { emailVerified: boolean } }) => {
        const context = await authContext();
        await onAddressConfirmed(context, user);
        if (!user.emailVerified) {
          await context.internalAdapter.updateUser(user.id, { emailVerified: true });
        }
      },
      // Somebody signed up with the address of a confirmed account: nothing is stored, and the
      // holder is told (a wallet account's placeholder address is never mailed).
      onExistingUserSignUp: async ({ user }: { user: MailedUser & { emailVerified: boolean } }) => {
        if (!user.emailVerified || user.email.endsWith('.invalid')) return;
        if (!(await mayNoticeAttempt(await authContext(), user.email, clock.now()))) return;
        const locale = mailLocaleOf(user.language);
        await mailer.send(
          signupAttemptEmail({
            siteName: config.siteName,
            to: user.email,
            name: user.name,
            loginUrl: pageUrl(config.publicUrl, locale, '/login'),
            resetUrl: pageUrl(config.publicUrl, locale, '/forgot-password'),
            locale,
          }),
        );
      },
    },
    verification: {
      sendVerificationEmail: async ({ user, url }: { user: MailedUser; url: string }) => {
        const context = await authContext();
        const now = clock.now();
        const locale = mailLocaleOf(user.language);
        // A sign-up that replaced an earlier one confirms by choosing the password instead.
        if (await isContested(context, user.email, now)) {
          const token = await choosePasswordToken(context, user.id, now);
          await mailer.send(
            contestedSignupEmail({
              siteName: config.siteName,
              to: user.email,
              name: user.name,
              url: pageUrl(
                config.publicUrl,
                locale,
                `/reset-password?token=${token}&finish=signup`,
              ),
              locale,
            }),
          );
          return;
        }
        await mailer.send(
          confirmationEmail({
            siteName: config.siteName,
            to: user.email,
            name: user.name,
            url,
            locale,
          }),
        );
      },
      // Sessions the account had before its address was proved end; the link opens the only one.
      beforeEmailVerification: async (user: MailedUser) => {
        await onAddressConfirmed(await authContext(), user);
      },
    },
  };
}

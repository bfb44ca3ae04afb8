import type { MailMessage } from '../adapters/mail/mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(
  siteName: string,
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
) {
  const body = paragraphs
    .map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`)
    .join('');
  return `<!doctype html><html><body style="margin:0;background:#f5f6f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2430">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="font-weight:700;font-size:18px;margin:0 0 24px">${escapeHtml(siteName)}</p>
<div style="background:#fff;border-radius:12px;padding:28px 24px;border:1px solid #e3e6eb">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#ea580c;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#5b6270">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>
</div>
<p style="font-size:12px;color:#5b6270;margin:16px 0 0">You receive this email because someone used this address on ${escapeHtml(siteName)}. If it was not you, you can ignore it.</p>
</div></body></html>`;
}

export function confirmationEmail(options: {
  siteName: string;
  to: string;
  name: string;
  url: string;
}): MailMessage {
  const greeting = `Hi ${options.name},`;
  const lines = [
    greeting,
    `Thanks for signing up to ${options.siteName}. Please confirm your email address to finish creating your account.`,
    'The link works for 24 hours.',
  ];
  return {
    to: options.to,
    subject: `Confirm your email for ${options.siteName}`,
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${options.url}\n`,
    html: layout(options.siteName, 'Confirm your email address', lines, {
      label: 'Confirm my email',
      url: options.url,
    }),
  };
}

export function passwordResetEmail(options: {
  siteName: string;
  to: string;
  name: string;
  url: string;
}): MailMessage {
  const lines = [
    `Hi ${options.name},`,
    `We received a request to reset the password of your ${options.siteName} account. Choose a new password with the link below.`,
    'The link works for one hour. If you did not ask for this, your password stays as it is.',
  ];
  return {
    to: options.to,
    subject: `Reset your ${options.siteName} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${options.url}\n`,
    html: layout(options.siteName, 'Reset your password', lines, {
      label: 'Choose a new password',
      url: options.url,
    }),
  };
}

import { localeTags, type Locale } from '#shared/locales';
import type { MailMessage } from './mailer';
import { mailWords } from './mail-words';
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The HTML of every email the site sends: the site name, a card with a heading, paragraphs
 * (escaped, line breaks kept) and an optional button with its address spelled out below it.
 */
/**
 * A mail that asks for one action by link: its text (the lines, then "textLabel: url" unless
 * textLabel is null) and its HTML (the lines and a button) say the same.
 */
export function linkMail(options: {
  siteName: string;
  to: string;
  subject: string;
  heading: string;
  lines: string[];
  action: { label: string; url: string; textLabel: string | null };
  footer?: string;
  /** the recipient's language: the layout's own words (English by default) */
  locale?: Locale;
}): MailMessage {
  const { action, footer } = options;
  const parts = [
    ...options.lines,
    ...(action.textLabel === null ? [] : [`${action.textLabel}: ${action.url}`]),
    ...(footer ? [footer] : []),
  ];
  return {
    to: options.to,
    subject: options.subject,
    text: `${parts.join('\n\n')}\n`,
    html: emailLayout({
      siteName: options.siteName,
      heading: options.heading,
      paragraphs: options.lines,
      action: { label: action.label, url: action.url },
      footer,
      locale: options.locale,
    }),
  };
}

export function emailLayout(options: {
  siteName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  locale?: Locale | undefined;
}): string {
  const { siteName, heading, paragraphs, action } = options;
  const t = mailWords(options.locale ?? 'en');
  const footer = options.footer ?? t('mail.layout.footer', { siteName });
  const body = paragraphs
    .map((text) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(text)}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#ea580c;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#5b6270">${escapeHtml(t('mail.layout.buttonFallback'))}<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : '';
  return `<!doctype html><html lang="${localeTags[options.locale ?? 'en']}"><body style="margin:0;background:#f5f6f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2430">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="font-weight:700;font-size:18px;margin:0 0 24px">${escapeHtml(siteName)}</p>
<div style="background:#fff;border-radius:12px;padding:28px 24px;border:1px solid #e3e6eb">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}${button}
</div>
<p style="font-size:12px;color:#5b6270;margin:16px 0 0">${escapeHtml(footer)}</p>
</div></body></html>`;
}

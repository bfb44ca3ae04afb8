import { LifeBuoy, Lock, Mail, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { SiteInfo } from '#shared/schemas/site';
import { RichMessage } from '#client/components/rich-message';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useSiteInfo } from '#client/lib/site-info';
import { ContactForm } from '../components/contact-form';

const mailboxes: Array<{
  key: keyof SiteInfo['mailboxes'];
  title: MessageId;
  text: MessageId;
  icon: typeof Mail;
}> = [
  {
    key: 'support',
    title: 'contact.mailbox.support.title',
    text: 'contact.mailbox.support.text',
    icon: LifeBuoy,
  },
  {
    key: 'privacy',
    title: 'contact.mailbox.privacy.title',
    text: 'contact.mailbox.privacy.text',
    icon: Lock,
  },
  {
    key: 'childSafety',
    title: 'contact.mailbox.childSafety.title',
    text: 'contact.mailbox.childSafety.text',
    icon: ShieldCheck,
  },
  {
    key: 'safety',
    title: 'contact.mailbox.safety.title',
    text: 'contact.mailbox.safety.text',
    icon: ShieldAlert,
  },
];

function Mailboxes() {
  const t = useT();
  const { data } = useSiteInfo();
  return (
    <ul className="grid gap-4">
      {mailboxes.map(({ key, title, text, icon: Icon }) => (
        <li key={key} className="flex gap-3">
          <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="min-w-0">
            <p className="font-semibold">{t(title)}</p>
            <p className="text-muted-foreground text-sm">{t(text)}</p>
            {data ? (
              <a
                href={`mailto:${data.mailboxes[key]}`}
                className="text-primary text-sm font-medium wrap-break-word underline-offset-4 hover:underline"
              >
                {data.mailboxes[key]}
              </a>
            ) : (
              <span className="text-muted-foreground text-sm">…</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A subject another page sent (?subject=): one line of plain text, at most the form's length. */
function subjectFrom(value: string | null): string {
  const text = [...(value ?? '')].map((char) => (char < ' ' || char === '\u007f' ? ' ' : char));
  return text.join('').trim().slice(0, 150);
}

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <>
      <PageIntro title={t('contact.title')} description={t('contact.description')} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 lg:grid-cols-[1.6fr_1fr]">
        <section
          aria-labelledby="contact-form-title"
          className="border-border bg-card rounded-3xl border p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            {t('contact.form.title')}
          </h2>
          <p className="text-muted-foreground mt-1 mb-6 text-sm">{t('contact.form.note')}</p>
          <ContactForm subject={subjectFrom(params.get('subject'))} />
        </section>
        <aside aria-labelledby="contact-mailboxes" className="grid grid-cols-1 content-start gap-6">
          <section className="border-border bg-card rounded-3xl border p-6 shadow-sm">
            <h2 id="contact-mailboxes" className="flex items-center gap-2 text-lg font-semibold">
              <Mail className="size-5" aria-hidden />
              {t('contact.mailboxes.title')}
            </h2>
            <div className="mt-5">
              <Mailboxes />
            </div>
          </section>
          <section
            aria-labelledby="contact-urgent"
            className="rounded-3xl border border-amber-500/40 bg-amber-500/10 p-6 text-sm"
          >
            <h2 id="contact-urgent" className="font-semibold">
              {t('contact.urgent.title')}
            </h2>
            <p className="mt-2">
              <RichMessage
                id="contact.urgent.text"
                parts={{
                  link: (
                    <Link
                      to="/child-safety"
                      className="text-primary font-medium underline-offset-4 hover:underline"
                    >
                      {t('app.childSafetyStatement')}
                    </Link>
                  ),
                }}
              />
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}

import { LifeBuoy, Lock, Mail, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { SiteInfo } from '#shared/schemas/site';
import { PageIntro } from '#client/components/ui/page-intro';
import { useSiteInfo } from '#client/lib/site-info';
import { ContactForm } from '../components/contact-form';

const mailboxes: Array<{
  key: keyof SiteInfo['mailboxes'];
  title: string;
  text: string;
  icon: typeof Mail;
}> = [
  {
    key: 'support',
    title: 'Support',
    text: 'Accounts, memberships, payments and partnerships.',
    icon: LifeBuoy,
  },
  {
    key: 'privacy',
    title: 'Privacy',
    text: 'Access, correct, delete or export your data.',
    icon: Lock,
  },
  {
    key: 'childSafety',
    title: 'Child safety',
    text: 'Concerns about a young athlete, and parents’ requests.',
    icon: ShieldCheck,
  },
  {
    key: 'safety',
    title: 'Report unsafe behaviour',
    text: 'Harassment, impersonation or harmful content.',
    icon: ShieldAlert,
  },
];

function Mailboxes() {
  const { data } = useSiteInfo();
  return (
    <ul className="grid gap-4">
      {mailboxes.map(({ key, title, text, icon: Icon }) => (
        <li key={key} className="flex gap-3">
          <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="min-w-0">
            <p className="font-semibold">{title}</p>
            <p className="text-muted-foreground text-sm">{text}</p>
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
  const [params] = useSearchParams();
  return (
    <>
      <PageIntro
        title="Contact Us"
        description="Questions about your account, partnerships or safety: send us a message and we will answer by email."
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 lg:grid-cols-[1.6fr_1fr]">
        <section
          aria-labelledby="contact-form-title"
          className="border-border bg-card rounded-3xl border p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            Send a message
          </h2>
          <p className="text-muted-foreground mt-1 mb-6 text-sm">
            All fields are required. We use your details only to answer you.
          </p>
          <ContactForm subject={subjectFrom(params.get('subject'))} />
        </section>
        <aside aria-labelledby="contact-mailboxes" className="grid grid-cols-1 content-start gap-6">
          <section className="border-border bg-card rounded-3xl border p-6 shadow-sm">
            <h2 id="contact-mailboxes" className="flex items-center gap-2 text-lg font-semibold">
              <Mail className="size-5" aria-hidden />
              Email us directly
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
              Is a child in danger?
            </h2>
            <p className="mt-2">
              Call your local emergency number first. Then tell us, and read how we protect young
              athletes in our{' '}
              <Link
                to="/child-safety"
                className="text-primary font-medium underline-offset-4 hover:underline"
              >
                Child Safety Statement
              </Link>
              .
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}

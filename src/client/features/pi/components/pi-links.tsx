import { ExternalLink } from '#client/components/ui/external-link';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

/**
 * The developer tool links the hub and the sandbox page list (docs/product.md#pi-developer-pages).
 */
export const piDeveloperLinks = [
  { label: 'pi.links.portal', href: 'https://develop.pi' },
  { label: 'pi.links.sdkDocs', href: 'https://github.com/pi-apps/pi-platform-docs' },
  {
    label: 'pi.links.apiReference',
    href: 'https://github.com/pi-apps/pi-platform-docs/blob/master/platform_API.md',
  },
  { label: 'pi.links.sandbox', href: 'https://sandbox.minepi.com' },
] as const satisfies readonly { label: MessageId; href: string }[];

export function PiLinks() {
  const t = useT();
  return (
    <ul className="grid gap-2 text-sm">
      {piDeveloperLinks.map((link) => (
        <li key={link.href}>
          <ExternalLink
            href={link.href}
            className="text-primary inline-flex items-center gap-1 font-medium hover:underline"
          >
            {t(link.label)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

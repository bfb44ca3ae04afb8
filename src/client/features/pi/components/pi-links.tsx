import { ExternalLink } from '#client/components/ui/external-link';

/**
 * The developer tool links the hub and the sandbox page list (docs/product.md#pi-developer-pages).
 */
export const piDeveloperLinks = [
  { label: 'Pi Developer Portal', href: 'https://develop.pi' },
  { label: 'Pi SDK documentation', href: 'https://github.com/pi-apps/pi-platform-docs' },
  {
    label: 'Platform API reference',
    href: 'https://github.com/pi-apps/pi-platform-docs/blob/master/platform_API.md',
  },
  { label: 'Pi sandbox', href: 'https://sandbox.minepi.com' },
] as const;

export function PiLinks() {
  return (
    <ul className="grid gap-2 text-sm">
      {piDeveloperLinks.map((link) => (
        <li key={link.href}>
          <ExternalLink
            href={link.href}
            className="text-primary inline-flex items-center gap-1 font-medium hover:underline"
          >
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

import { useT } from '#client/lib/i18n/i18n';
import { useImageFailure } from '#client/lib/use-image-failure';

const LOGO = '/images/pi/pi-logo.svg';
const FALLBACK = '/images/pi/pi-mark.svg';

/** The Pi logo; if it cannot load, a simpler local mark takes its place (once, never a loop). */
export function PiLogo({ className }: { className?: string }) {
  const t = useT();
  const logo = useImageFailure();
  return (
    <img
      key={logo.failed ? 'fallback' : 'logo'}
      ref={logo.failed ? undefined : logo.watch}
      src={logo.failed ? FALLBACK : LOGO}
      alt={t('piMining.piLogo.alt')}
      width={128}
      height={128}
      className={className}
      onError={logo.failed ? undefined : logo.onError}
    />
  );
}

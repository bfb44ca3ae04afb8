import { useImageFailure } from '#client/lib/use-image-failure';

const LOGO = '/images/pi/pi-logo.svg';
const FALLBACK = '/images/pi/pi-mark.svg';

/** The Pi logo; if it cannot load, a simpler local mark takes its place (once, never a loop). */
export function PiLogo({ className }: { className?: string }) {
  const logo = useImageFailure();
  return (
    <img
      key={logo.failed ? 'fallback' : 'logo'}
      ref={logo.failed ? undefined : logo.watch}
      src={logo.failed ? FALLBACK : LOGO}
      alt="Pi Network"
      width={128}
      height={128}
      className={className}
      onError={logo.failed ? undefined : logo.onError}
    />
  );
}

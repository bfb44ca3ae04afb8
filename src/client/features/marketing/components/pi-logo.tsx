import { useState } from 'react';

const LOGO = '/images/pi/pi-logo.svg';
const FALLBACK = '/images/pi/pi-mark.svg';

/** The Pi logo; if it cannot load, a simpler local mark takes its place (once, never a loop). */
export function PiLogo({ className }: { className?: string }) {
  const [src, setSrc] = useState(LOGO);
  return (
    <img
      src={src}
      alt="Pi Network"
      width={128}
      height={128}
      className={className}
      onError={() => setSrc((current) => (current === LOGO ? FALLBACK : current))}
    />
  );
}

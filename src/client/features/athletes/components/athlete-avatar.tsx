import { cn } from '#client/lib/cn';
import { useImageFailure } from '#client/lib/use-image-failure';

/** The athlete's photo, or their initials when there is none or it fails to load. */
export function AthleteAvatar({
  athlete,
  size = 64,
  className,
}: {
  athlete: { firstName: string; lastName: string; avatarUrl: string | null };
  size?: number;
  className?: string;
}) {
  const { failed, watch, onError } = useImageFailure();
  const initials = `${athlete.firstName[0] ?? ''}${athlete.lastName[0] ?? ''}`.toUpperCase();
  if (!athlete.avatarUrl || failed) {
    return (
      <span
        aria-hidden
        style={{ width: size, height: size, fontSize: size / 2.6 }}
        className={cn(
          'bg-primary/15 text-primary inline-flex shrink-0 items-center justify-center rounded-full font-bold',
          className,
        )}
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      src={athlete.avatarUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      ref={watch}
      onError={onError}
      style={{ width: size, height: size }}
      className={cn('bg-muted shrink-0 rounded-full object-cover', className)}
    />
  );
}

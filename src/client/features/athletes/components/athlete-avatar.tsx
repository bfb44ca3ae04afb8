import { cn } from '#client/lib/cn';
import { pictureLoading } from '#client/lib/picture-loading';
import { useImageFailure } from '#client/lib/use-image-failure';

/**
 * The athlete's photo, or their initials when there is none or it fails to load. Photos load
 * when they come near the screen, but for `priority` ones: a photo that is the largest thing a
 * page shows at first is fetched at once.
 */
export function AthleteAvatar({
  athlete,
  size = 64,
  className,
  priority = false,
}: {
  athlete: { firstName: string; lastName: string; avatarUrl: string | null };
  size?: number;
  className?: string;
  priority?: boolean;
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
      {...pictureLoading(priority)}
      decoding="async"
      ref={watch}
      onError={onError}
      style={{ width: size, height: size }}
      className={cn('bg-muted shrink-0 rounded-full object-cover', className)}
    />
  );
}

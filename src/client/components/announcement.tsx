import { useState } from 'react';

/**
 * What a screen reader should hear when `value` changes after the first render: `describe` of the
 * new value, or nothing when it returns null. The first value is not announced (it is on the page
 * as it loads); the same value twice is announced once.
 */
export function useChangeAnnouncement<T>(value: T, describe: (value: T) => string | null) {
  const [seen, setSeen] = useState(value);
  const [message, setMessage] = useState('');
  // Set while rendering, as React advises for state that follows a prop.
  if (!Object.is(seen, value)) {
    setSeen(value);
    const said = describe(value);
    if (said !== null) setMessage(said);
  }
  return message;
}

/**
 * A polite live region, present from the first render (a region added with its text is not read
 * by every screen reader) and not shown on screen.
 */
export function Announcement({ message }: { message: string }) {
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}

import { Fragment } from 'react';

const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]}'])/g;

/**
 * A message as its sender typed it: React escapes the text, line breaks are kept, and web
 * addresses become links that open in a new tab without giving it a handle on this page.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline underline-offset-2"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

import { Fragment, type ReactNode } from 'react';
import { useT, type MessageId, type MessageValues } from '#client/lib/i18n/i18n';

/** Marks where an element's placeholder was filled in, so the message can be cut around it. */
const mark = '\u0000';

/**
 * A message with elements in it (a name in bold, a link): each of `parts` takes the place of the
 * placeholder of its name, wherever the page's language puts it in the sentence.
 */
export function RichMessage({
  id,
  values,
  parts,
}: {
  id: MessageId;
  values?: MessageValues;
  parts: Record<string, ReactNode>;
}) {
  const t = useT();
  const marks = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${mark}${name}${mark}`]),
  );
  const pieces = t(id, { ...values, ...marks }).split(mark);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece,
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { PageHeader } from './page-header';

/**
 * A page's heading and what the page is for. Also sets the tab title and the meta description:
 * the description when it is plain text, or `metaDescription` when the description is markup.
 */
export function PageIntro(props: {
  title: string;
  description: ReactNode;
  metaDescription?: string;
  children?: ReactNode;
}) {
  const { metaDescription, ...header } = props;
  useDocumentTitle(
    props.title,
    metaDescription ?? (typeof props.description === 'string' ? props.description : undefined),
  );
  return <PageHeader {...header} />;
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

/** A page's heading and what the page is for; also sets the tab title. */
export function PageIntro(props: { title: string; description: ReactNode; children?: ReactNode }) {
  useDocumentTitle(props.title);
  return <PageHeader {...props} />;
}

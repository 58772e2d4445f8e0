import type {ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';

/**
 * The breadcrumbs' schema.org `BreadcrumbList` only when there is a trail: the list holds the
 * crumbs that link somewhere (the original leaves out categories without a page), and a page at
 * the top of the sidebar or in such a category (the introduction, the quick start) has one. A
 * one-item list says nothing the page's own URL does not, and is what structured-data
 * validators flag.
 */
export default function StructuredDataWrapper(props: Props): ReactNode {
  return props.breadcrumbs.filter((crumb) => crumb.href).length > 1 ? <StructuredData {...props} /> : null;
}

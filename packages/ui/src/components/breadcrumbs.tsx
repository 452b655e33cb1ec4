import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

type BreadcrumbItem = {
  title: ReactNode;
  /** Omit for items that are not links (e.g. a menu group). */
  href?: string | undefined;
};

type BreadcrumbLinkProps = { href: string; className: string; children: ReactNode };

type BreadcrumbsProps = {
  items: BreadcrumbItem[];
  /** Renders a link, e.g. the router's Link; defaults to <a>. */
  renderLink?: ((props: BreadcrumbLinkProps) => ReactNode) | undefined;
  separator?: ReactNode | undefined;
  /** Accessible name of the nav landmark; defaults to the `breadcrumbs` label. */
  label?: string | undefined;
  className?: string | undefined;
};

/** A breadcrumb trail; the last item is the current page (aria-current="page"). */
function Breadcrumbs({ items, renderLink, separator, label, className }: BreadcrumbsProps) {
  const labels = useUiLabels();
  const link = renderLink ?? ((p: BreadcrumbLinkProps) => <a {...p} />);
  return (
    <nav data-slot="breadcrumbs" aria-label={label ?? labels.breadcrumbs} className={className}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} data-slot="breadcrumb-item" className="inline-flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.title}
                </span>
              ) : item.href ? (
                link({
                  href: item.href,
                  className: cn('hover:text-primary-text hover:underline'),
                  children: item.title,
                })
              ) : (
                <span>{item.title}</span>
              )}
              {last ? null : (
                <span aria-hidden data-slot="breadcrumb-separator">
                  {separator ?? <ChevronRight className="size-3.5" />}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { Breadcrumbs };
export type { BreadcrumbsProps, BreadcrumbItem, BreadcrumbLinkProps };

import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';

type LinkBehaviorProps = Omit<RouterLinkProps, 'to'> & {
  href: RouterLinkProps['to'];
  ref?: Ref<HTMLAnchorElement>;
};

const EXTERNAL_HREF = /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i;

/**
 * MUI's `Link` and every `href` on a MUI button or list item render through this: in-app paths
 * navigate with react-router (no reload); `https:`, `mailto:`, `tel:` stay plain anchors.
 */
export function LinkBehavior({ href, ref, children, ...props }: LinkBehaviorProps) {
  if (typeof href === 'string' && EXTERNAL_HREF.test(href)) {
    return (
      <a ref={ref} href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink ref={ref} to={href} {...props}>
      {children}
    </RouterLink>
  );
}

import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** How a link and a programmatic navigation move to another page of the shop. */
export interface Navigation {
  Link: ComponentType<AppLinkProps>;
  navigate: (to: string) => void;
}

/**
 * Without a router (the small entries of home and the product page, issue 16): a plain anchor and a full page load,
 * whose HTML carries the target page's own preloads.
 */
const fullPageLoads: Navigation = {
  Link: ({ to, children, ...props }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
  navigate: (to) => window.location.assign(to),
};

const NavigationContext = createContext<Navigation>(fullPageLoads);

/** main.tsx gives the router's Link and navigate here (app/router-navigation.tsx). */
export const NavigationProvider = NavigationContext.Provider;

/**
 * A link for components shown both by the router's entry and by the router-free ones (site header and footer,
 * home, the product page): the router's Link under the router, a plain anchor elsewhere.
 */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

/** Navigate to a path: a client-side navigation under the router, a full page load elsewhere. */
export const useAppNavigate = () => useContext(NavigationContext).navigate;

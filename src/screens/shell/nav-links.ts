export interface NavLink {
  label: string;
  to: '/' | '/opportunities' | '/grants' | '/applications' | '/resources' | '/affiliates' | '/news';
}

/** Desktop navigation (medium screens and up). */
export const DESKTOP_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Opportunities', to: '/opportunities' },
  { label: 'Applications', to: '/grants' },
  { label: 'Resource Library', to: '/resources' },
  { label: 'Affiliates', to: '/affiliates' },
  { label: 'News', to: '/news' },
];

/** The side menu on small screens: Applications goes to /applications. */
export const MOBILE_LINKS: NavLink[] = DESKTOP_LINKS.map((link) =>
  link.label === 'Applications' ? { ...link, to: '/applications' } : link,
);

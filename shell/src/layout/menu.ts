/**
 * The site's sections, in the header's order; their names are `nav.<key>` in the shell's texts. The
 * footer's quick links are the same sections less the shop and giving (`footer: false`).
 */
export const MENU = [
  { to: '/', key: 'home', footer: true },
  { to: '/about', key: 'about', footer: true },
  { to: '/services', key: 'services', footer: true },
  { to: '/team', key: 'team', footer: true },
  { to: '/events', key: 'events', footer: true },
  { to: '/resources', key: 'resources', footer: true },
  { to: '/shop', key: 'shop', footer: false },
  { to: '/subscribe', key: 'pricing', footer: true },
  { to: '/give', key: 'give', footer: false },
  { to: '/contact', key: 'contact', footer: true },
] as const;

export const QUICK_LINKS = MENU.filter((item) => item.footer);

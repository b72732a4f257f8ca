import type { SVGProps } from 'react';

/**
 * The site's inline icons (bundled, nothing fetched from other hosts): an outline on a 24-unit grid in
 * the text's colour. Decorative unless given a title. A remote draws its own icons in this frame, with
 * its own size and stroke as props.
 */
export function IconSvg({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CartIcon = (props: SVGProps<SVGSVGElement>) => (
  <IconSvg {...props}>
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </IconSvg>
);

export const MailIcon = (props: SVGProps<SVGSVGElement>) => (
  <IconSvg {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </IconSvg>
);

export const PhoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <IconSvg {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  </IconSvg>
);

export const MapPinIcon = (props: SVGProps<SVGSVGElement>) => (
  <IconSvg {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </IconSvg>
);

export const FacebookIcon = (props: SVGProps<SVGSVGElement>) => (
  <IconSvg {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </IconSvg>
);

export const InstagramIcon = (props: SVGProps<SVGSVGElement>) => (
  <IconSvg {...props}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <path d="M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4z" />
    <path d="M17.5 6.5h.01" />
  </IconSvg>
);

export const YoutubeIcon = (props: SVGProps<SVGSVGElement>) => (
  <IconSvg {...props}>
    <path d="M22.5 6.4a2.8 2.8 0 0 0-1.9-2C18.9 4 12 4 12 4s-6.9 0-8.6.5a2.8 2.8 0 0 0-1.9 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 1.9 1.9C5.1 20 12 20 12 20s6.9 0 8.6-.5a2.8 2.8 0 0 0 1.9-1.9A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6z" />
    <path d="m9.8 15.5 5.7-3.5-5.7-3.5v7z" />
  </IconSvg>
);

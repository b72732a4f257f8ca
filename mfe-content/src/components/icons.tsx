import type { ReactNode, SVGProps } from 'react';
import type { MinistryServiceContent } from '@ministry/contracts/site-content';
import { IconSvg } from '@ministry/platform/icons';

type IconProps = SVGProps<SVGSVGElement>;
/** The icons a service may have (SERVICE_ICONS, @ministry/contracts/services-catalog). */
type ServiceIconName = MinistryServiceContent['icon'];

/** The content remote's icons, in the platform's icon frame: a little smaller and finer. */
const Svg = (props: IconProps) => <IconSvg width="1em" height="1em" strokeWidth="1.8" {...props} />;

export const HeartIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.6 3.6 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.3 0 5.4 3.1 4.2 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
  </Svg>
);

export const BookBibleIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 3.5h11.5A2.5 2.5 0 0 1 19 6v14.5H6.5A1.5 1.5 0 0 1 5 19z" />
    <path d="M5 19a1.5 1.5 0 0 1 1.5-1.5H19" />
    <path d="M12 6.5v7M9.5 9h5" />
  </Svg>
);

export const HandsHelpingIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 13.5 6 10l3 1.5 3-2.5a2 2 0 0 1 2.7.2l.3.3" />
    <path d="M21.5 13.5 18 10l-2.5.8" />
    <path d="m6 10 5.6 6.2a1.6 1.6 0 0 0 2.4 0l4-4.2" />
    <path d="m9.5 14.5 1.5 1.7M12 12.5l2.5 2.5" />
    <path d="M2.5 13.5 8 19h3" />
  </Svg>
);

export const UsersIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.3c2 .8 3.5 2.8 3.5 5.7" />
  </Svg>
);

export const LaptopIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="4.5" width="16" height="11" rx="1.5" />
    <path d="M2 19.5h20" />
    <path d="M10.5 9.5 12 8l1.5 1.5M12 8v4" />
  </Svg>
);

export const BookOpenIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z" />
    <path d="M12 6.5v13" />
  </Svg>
);

export const PrayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3.5 9.2 10.8a3 3 0 0 0-.2 1.1V16l-3.5 4.5" />
    <path d="M12 3.5l2.8 7.3a3 3 0 0 1 .2 1.1V16l3.5 4.5" />
    <path d="M12 3.5V15" />
    <path d="M4 14.5 5.5 20.5M20 14.5l-1.5 6" />
  </Svg>
);

const SERVICE_ICONS: Record<ServiceIconName, (props: IconProps) => ReactNode> = {
  heart: HeartIcon,
  'book-bible': BookBibleIcon,
  'hands-helping': HandsHelpingIcon,
  users: UsersIcon,
  laptop: LaptopIcon,
  'book-open': BookOpenIcon,
  pray: PrayIcon,
};

/** The icon named by a service (pray, book-bible, hands-helping, users, laptop, book-open, heart). */
export function ServiceIcon({ name, ...props }: IconProps & { name: ServiceIconName }) {
  const Icon = SERVICE_ICONS[name] ?? HeartIcon;
  return <Icon {...props} />;
}

export const StarIcon = ({ filled, ...props }: IconProps & { filled: boolean }) => (
  <Svg {...props} fill={filled ? 'currentColor' : 'none'} strokeWidth="1.5">
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
  </Svg>
);

export const QuoteIcon = (props: IconProps) => (
  <Svg {...props} fill="currentColor" stroke="none">
    <path d="M9.5 6C6 7 4 9.7 4 13.5V18h6v-6H7c0-2.2 1.2-3.6 3.3-4.3zm10 0C16 7 14 9.7 14 13.5V18h6v-6h-3c0-2.2 1.2-3.6 3.3-4.3z" />
  </Svg>
);

export const ChevronIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const DownloadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3.5v12M7 11l5 5 5-5M4 20.5h16" />
  </Svg>
);

export const LockIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </Svg>
);

export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);

export const SparkIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </Svg>
);

export const CompassIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </Svg>
);

export const AwardIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" />
  </Svg>
);

export const CrossIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3v18M7 8h10" />
  </Svg>
);

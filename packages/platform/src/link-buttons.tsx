import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link that looks like a button: where it goes, what it says, Bootstrap's variant ('primary' unless named). */
export interface LinkButton {
  to: string;
  label: string;
  variant?: 'primary' | 'outline-primary' | 'outline-secondary';
}

/** Links that look like buttons, side by side as `className` lays them out, then any other buttons. */
export function LinkButtons({
  links,
  className,
  children,
}: {
  links: LinkButton[];
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {links.map(({ to, label, variant = 'primary' }) => (
        <Link key={to} to={to} className={`btn btn-${variant}`}>
          {label}
        </Link>
      ))}
      {children}
    </div>
  );
}

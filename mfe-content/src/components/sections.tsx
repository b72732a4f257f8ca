import { Children, type ReactNode, type SVGProps } from 'react';
import { Link } from 'react-router-dom';

/**
 * A content section with its heading (the section is named by it), an optional lead under the heading,
 * on the plain or the tinted background.
 */
export function Section({
  id,
  title,
  intro,
  tinted = false,
  narrow = false,
  centered = false,
  anchor,
  children,
}: {
  /** Gives the heading its id: `${id}-title`. */
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  /** A narrow column (a form, a list of questions). */
  narrow?: boolean;
  /** Everything centred, not only the heading. */
  centered?: boolean;
  /** An id on the section itself, for a link to it (#contact). */
  anchor?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  const classes = ['ct-section', tinted && 'ct-section-tinted', centered && 'text-center'].filter(Boolean);
  return (
    <section id={anchor} className={classes.join(' ')} aria-labelledby={titleId}>
      <div className={narrow ? 'container ct-narrow' : 'container'}>
        <div className="text-center mb-5">
          <h2 id={titleId} className="ct-section-title">
            {title}
          </h2>
          {intro && <p className="lead text-secondary mx-auto ct-measure">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A white card of a content page. */
export function ContentCard({
  children,
  className = '',
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'article';
}) {
  return (
    <Tag className={`card ct-card ${className}`.trim()}>
      <div className="card-body p-4">{children}</div>
    </Tag>
  );
}

/** A card with an icon in a badge, a heading and a short text: a value, an approach, a principle. */
function IconCard({
  icon,
  title,
  text,
  as = 'div',
}: {
  icon: ReactNode;
  title: string;
  text: string;
  as?: 'div' | 'article';
}) {
  return (
    <ContentCard as={as} className="h-100">
      <span className="ct-icon-badge mb-3">{icon}</span>
      <h3 className="h5 ct-card-title">{title}</h3>
      <p className="text-secondary mb-0">{text}</p>
    </ContentCard>
  );
}

/**
 * Icon cards drawn from a table (the values, an approach, a philosophy): each entry's icon, and its
 * title and text as `text` finds them by the entry's key.
 */
export function IconCards<K extends string>({
  columns,
  cards,
  text,
  as,
}: {
  columns: 'col-md-6' | 'col-md-6 col-lg-4';
  cards: readonly { key: K; Icon: (props: SVGProps<SVGSVGElement>) => ReactNode }[];
  text: (key: K, part: 'title' | 'text') => string;
  as?: 'div' | 'article';
}) {
  return (
    <CardGrid columns={columns}>
      {cards.map(({ key, Icon }) => (
        <IconCard key={key} as={as} icon={<Icon />} title={text(key, 'title')} text={text(key, 'text')} />
      ))}
    </CardGrid>
  );
}

/** Cards side by side on wide screens, one under another on a phone. */
export function CardGrid({
  columns,
  align,
  children,
}: {
  /** Each card's column classes: how many stand side by side from which width on. */
  columns: 'col-md-4' | 'col-md-6' | 'col-lg-6' | 'col-md-6 col-lg-4';
  /** The row's alignment classes (`align-items-start`: each card keeps its own height). */
  align?: string;
  children: ReactNode;
}) {
  return (
    <div className={align ? `row g-4 ${align}` : 'row g-4'}>
      {Children.map(children, (child) => (
        <div className={columns}>{child}</div>
      ))}
    </div>
  );
}

/** A closing call to action: a heading, a sentence and one button-like link. */
export function CallToAction({
  id,
  title,
  text,
  action,
  band = false,
}: {
  id: string;
  title: string;
  text: string;
  /** The link (react-router's Link or an anchor) styled as a large button. */
  action: ReactNode;
  /** On the dark band instead of the page background. */
  band?: boolean;
}) {
  const titleId = `${id}-title`;
  return (
    <section className={band ? 'ct-band' : 'ct-section text-center'} aria-labelledby={titleId}>
      <div className={band ? 'container py-5 text-center ct-narrow' : 'container ct-narrow'}>
        <h2 id={titleId} className={band ? 'ct-section-title text-white' : 'ct-section-title'}>
          {title}
        </h2>
        <p className={band ? 'lead' : 'lead text-secondary'}>{text}</p>
        {action}
      </div>
    </section>
  );
}

/** Large button-like links side by side, wrapping on a phone: a band's or the hero's calls to action. */
export function ButtonLinks({
  links,
  centered = false,
}: {
  /** `style`: the button's colour classes (`btn-primary`, `btn-outline-light`…). */
  links: { to: string; label: string; style: string }[];
  centered?: boolean;
}) {
  return (
    <div className={`d-flex flex-wrap gap-3 mt-4${centered ? ' justify-content-center' : ''}`}>
      {links.map(({ to, label, style }) => (
        <Link key={to} to={to} className={`btn ${style} btn-lg`}>
          {label}
        </Link>
      ))}
    </div>
  );
}

import { Link } from 'react-router-dom';

/** What the cart and checkout pages show when the cart holds nothing: why, and the way to the shop. */
export function EmptyCart({
  heading,
  body,
  shopLabel,
  className,
}: {
  heading: string;
  body: string;
  shopLabel: string;
  className?: string;
}) {
  return (
    <div className={['text-center py-5 border rounded-3 bg-light', className].filter(Boolean).join(' ')}>
      <h2 className="h4">{heading}</h2>
      <p className="text-secondary">{body}</p>
      <Link to="/shop" className="btn btn-primary">
        {shopLabel}
      </Link>
    </div>
  );
}

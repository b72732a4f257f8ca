/** The centred title and introduction of a payment page (/give, /subscribe). */
export function PaymentPageHeader({
  title,
  intro,
  className,
}: {
  title: string;
  intro: string;
  className: string;
}) {
  return (
    <header className={`text-center ${className}`}>
      <h1>{title}</h1>
      <p className="lead text-secondary mx-auto" style={{ maxWidth: '42rem' }}>
        {intro}
      </p>
    </header>
  );
}

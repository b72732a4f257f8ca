/** A person's photo (a team member, a testimonial), `size` pixels square, fetched as it nears the screen. */
export function Portrait({
  src,
  alt,
  size,
  className,
}: {
  src: string;
  alt: string;
  size: number;
  className: string;
}) {
  return <img src={src} alt={alt} className={className} width={size} height={size} loading="lazy" />;
}

import type { Address } from '@ministry/contracts/checkout';

/** An address on its lines, as on a parcel ("60-12 Myrtle Avenue", "Ridgewood, NY 11385", "US"); no blank line. */
export function addressLines(address: Address): string[] {
  return [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country].filter(
    (line) => line.trim() !== '',
  );
}

/** The same lines as an `<address>`, one line each. */
export function AddressLines({ address, className = 'mb-0' }: { address: Address; className?: string }) {
  return (
    <address className={className}>
      {addressLines(address).map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </address>
  );
}

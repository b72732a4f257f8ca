import { Button, type ButtonProps } from 'react-bootstrap';

/**
 * A row's or an item's small button: its visible label, then what it acts on for screen readers
 * ("Edit" + " Home page"), so its name starts with what people see.
 */
export function NamedButton({
  label,
  name,
  ...button
}: { label: string; name: string } & Omit<ButtonProps, 'size' | 'children'>) {
  return (
    <Button size="sm" {...button}>
      {label}
      <span className="visually-hidden"> {name}</span>
    </Button>
  );
}

/**
 * A table's one header row: a column per key, labelled `label(key)`, with its classes if `classes`
 * names any ('text-end' for amounts); then, with `actions`, a last column (the rows' buttons) named
 * for screen readers only.
 */
export function TableHead<K extends string>({
  columns,
  label,
  classes,
  actions,
}: {
  columns: readonly K[];
  label: (key: K) => string;
  classes?: Partial<Record<K, string>>;
  actions?: string;
}) {
  return (
    <thead>
      <tr>
        {columns.map((key) => (
          <th key={key} scope="col" className={classes?.[key]}>
            {label(key)}
          </th>
        ))}
        {actions && (
          <th scope="col" className="text-end">
            <span className="visually-hidden">{actions}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

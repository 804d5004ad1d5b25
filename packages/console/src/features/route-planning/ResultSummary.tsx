interface ResultSummaryProps {
  items: { label: string; value: string; testId?: string }[];
}

/** A row of headline numbers above a result. */
export function ResultSummary({ items }: ResultSummaryProps) {
  return (
    <dl className="result-summary">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

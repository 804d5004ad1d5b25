interface ToastBodyProps {
  title: string;
  description?: string;
}

/** Title on its own line, then the description. */
export function ToastBody({ title, description }: ToastBodyProps) {
  return (
    <div className="toast-body" data-testid="toast">
      <strong className="toast-title">{title}</strong>
      {description ? <div className="toast-description">{description}</div> : null}
    </div>
  );
}

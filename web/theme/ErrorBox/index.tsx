import './styles.css';

export function ErrorBox({ title, message, actionLabel, onAction }: { title: string; message: string; actionLabel: string; onAction: () => void }) {
  return (
    <div className="error-box" role="alert">
      <p className="error-box-title">{title}</p>
      <p className="error-box-message">{message}</p>
      <button type="button" className="button" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}

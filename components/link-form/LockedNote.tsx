/**
 * In place of a control the account's plan switches off: its name and the one-line reason, so
 * the form never offers what the server would refuse, and never hides it without a word.
 */
export function LockedNote({ label, reason }: { label: string; reason: string }) {
  return (
    <div class="form-field lf-locked" data-testid="locked-feature">
      <span class="form-label">{label}</span>
      <p class="form-hint">{reason}</p>
    </div>
  );
}

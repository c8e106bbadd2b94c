import { busyButton } from '../../../src/ui/busy-button.ts';

interface Props {
  cancelLabel: string;
  applyLabel: string;
  /** Shown on the Apply button while the save is under way. */
  applyingLabel: string;
  applying: boolean;
  /** Apply is disabled while the form is invalid (and always while applying). */
  disabled: boolean;
  onCancel: () => void;
  /** Without it, Apply submits the form it is in. */
  onApply?: () => void;
  /**
   * Pressed while the form is invalid: with it, the unavailable Apply stays focusable
   * (`aria-disabled`, announced as unavailable) and a press says why instead of saving (a form
   * that opens clean shows its messages then). Without it, Apply is disabled outright.
   */
  onUnavailable?: (button: HTMLButtonElement) => void;
}

/** The admin overlays' and side panels' Cancel and Apply buttons. */
export function ApplyCancel({ cancelLabel, applyLabel, applyingLabel, applying, disabled, onCancel, onApply, onUnavailable }: Props) {
  const unavailable = disabled && !applying && onUnavailable !== undefined;
  return (
    <>
      <button type="button" className="rw-button rw-button--secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      {/* While applying, Apply keeps focus (aria-disabled): a disabled button would drop it to the page. */}
      {unavailable ? (
        <button type="button" className="rw-button" aria-disabled onClick={(event) => onUnavailable(event.currentTarget)}>
          {applyLabel}
        </button>
      ) : (
        <button type={onApply ? 'button' : 'submit'} className="rw-button" {...busyButton(applying, disabled)} onClick={onApply}>
          {applying ? applyingLabel : applyLabel}
        </button>
      )}
    </>
  );
}

/** Why the last save failed; the working copy is kept. */
export function SaveFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="rw-ppa__notice rw-ppa__notice--error" role="alert">
      {text}
    </p>
  );
}

import { useLayoutEffect, useRef, useState } from 'react';
import { Modal } from '../../src/ui/Modal.tsx';
import { adoptStyles } from '../../src/ui/adopt-styles.ts';
import { fieldStyles } from '../../src/ui/field-styles.ts';
import { SignInForm, signInFormStyles } from './SignInForm.tsx';
import type { Step } from './signin-machine.ts';

interface Props {
  open: boolean;
  title: string;
  /** The dialog's name, said as it opens (the title's words are the Sign In button's). */
  label: string;
  closeLabel: string;
  returnUrl: string;
  onClose: () => void;
  /** The lightbox is on the page (its chunk arrived). */
  onShown: () => void;
  onStepChange: (step: Step) => void;
  onAuthenticated: () => void;
}

/**
 * The sign-in lightbox: the dialog around the form. A chunk of its own, with the form's rules, so
 * the header (on every page) carries only its Sign In button; `<resort-signin-menu>` fetches it when
 * the pointer or the focus reaches that button.
 */
export default function SignInLightbox({ open, title, label, closeLabel, returnUrl, onClose, onShown, onStepChange, onAuthenticated }: Props) {
  // The menu's own sheet holds only the button: the form's rules follow it in the same shadow root.
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    adoptStyles(anchor.current, 'signin-form', fieldStyles + signInFormStyles);
    onShown();
  }, [onShown]);
  // The form leaves the page when the dialog closes; the login typed stays for its next opening
  // (a shopper who closed it by mistake has not lost it). A password is never kept.
  const [typed, setTyped] = useState('');
  return (
    <>
      <span ref={anchor} hidden />
      <Modal open={open} title={title} label={label} onClose={onClose} closeLabel={closeLabel} className="rw-signin-dialog">
        <SignInForm embedded autoFocus returnUrl={returnUrl} onStepChange={onStepChange} onAuthenticated={onAuthenticated} login={typed} onLoginChange={setTyped} />
      </Modal>
    </>
  );
}

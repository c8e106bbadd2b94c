import { useId, useState } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import type { WaiverPerson, WaiverRelease } from '../../src/api/waiver-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { CardFormSlot, type CardFormHandle } from '../../src/ui/CardFormSlot.tsx';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { updateResortChargeCard } from './api.ts';
import type { WaiverLabels } from './labels.ts';
import { resortChargePayload } from './resort-charge-rules.ts';
import type { ChargeCard } from './resort-charge-schemas.ts';

interface Props {
  host: HTMLElement | undefined;
  release: WaiverRelease;
  person: WaiverPerson;
  /** The card on file, when the host knows it. */
  card: ChargeCard | null;
  labels: WaiverLabels;
}

/**
 * The card resort charges go on, once the charge authorisation is signed: the card on file, and
 * a button that opens the card form (`<resort-payment-form update-card>`) to add or replace it.
 * A card the provider cannot tokenize keeps the modal open with the form's own message.
 */
export function ResortChargeCard({ host, release, person, card: given, labels }: Props) {
  const titleId = useId();
  const [card, setCard] = useState<ChargeCard | null>(given);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [form, setForm] = useState<CardFormHandle | null>(null);

  async function save() {
    if (!form || busy) return;
    setBusy(true);
    setError(null);
    const detail = await form.tokenize();
    if (!detail?.card) {
      setBusy(false);
      return;
    }
    const result = await updateResortChargeCard(resortChargePayload(person.ContactInfoId, release.Id, detail.card));
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setCard(result.data);
    setOpen(false);
  }

  return (
    <div className="rw-waiver__charge" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="rw-waiver__charge-title">
        {labels['charge.title']}
      </p>
      <p className="rw-waiver__charge-card" role="status">
        {card ? formatLabel(labels['charge.onFile'], { brand: card.CardType || labels['charge.card'], last4: card.LastFour }) : labels['charge.none']}
      </p>
      <button
        type="button"
        className="rw-button rw-button--secondary"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {card ? labels['charge.update'] : labels['charge.add']}
      </button>
      <Modal
        open={open}
        title={labels['charge.dialogTitle']}
        closeLabel={labels['common.close']}
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" className="rw-button" aria-disabled={busy || !form || undefined} onClick={() => void save()}>
              {busy ? labels['charge.saving'] : labels['charge.save']}
            </button>
            <button type="button" className="rw-button rw-button--secondary" onClick={() => setOpen(false)}>
              {labels['common.cancel']}
            </button>
          </>
        }
      >
        <p>{formatLabel(labels['charge.intro'], { name: person.Fullname })}</p>
        {error && <ErrorNotice title={labels['charge.failed']} error={error} />}
        {open && <CardFormSlot host={host} onReady={setForm} />}
      </Modal>
    </div>
  );
}

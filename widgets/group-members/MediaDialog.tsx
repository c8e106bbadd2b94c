import { createElement, useEffect } from 'react';
import type { Member } from '../../src/api/household-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { on } from '../../src/events/bus.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { reloadHousehold } from './household-store.ts';
import type { MemberLabels } from './labels.ts';
import { displayName } from './member-rules.ts';

/**
 * Add Media: `<resort-add-media>` for the member, in a dialog. The panel does not carry the form
 * itself (no widget imports another): the tag is loaded like any other, and tells the page when it
 * added a card (`resort:media:added`) or is done (`resort:media:cancel`).
 */
export function MediaDialog({ member, labels, onClose }: { member: Member | null; labels: MemberLabels; onClose: () => void }) {
  const contactId = member?.ContactInfoId ?? null;
  useEffect(() => {
    if (contactId === null) return;
    const stopAdded = on('resort:media:added', (detail) => {
      if (detail.contactId === contactId) void reloadHousehold(true);
    });
    const stopCancel = on('resort:media:cancel', (detail) => {
      if (detail.contactId === contactId || detail.contactId === null) onClose();
    });
    return () => {
      stopAdded();
      stopCancel();
    };
  }, [contactId, onClose]);
  return (
    <Modal open={member !== null} title={member ? formatLabel(labels['members.mediaTitle'], { name: displayName(member) }) : ''} closeLabel={labels['common.close']} onClose={onClose} className="rw-members__dialog">
      {member && createElement('resort-add-media', { 'contact-id': String(member.ContactInfoId) })}
    </Modal>
  );
}

import type { Assignment } from '../admin-schemas.ts';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Modal } from '../../../src/ui/Modal.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { useResource } from '../../../src/ui/use-resource.ts';
import * as adminApi from '../api.ts';
import type { AdminLabels } from '../labels.ts';
import { useMaskClose } from '../parts/use-mask-close.ts';
import { AssignmentForm } from './AssignmentForm.tsx';

interface Props {
  labels: AdminLabels;
  /** `Add Product Assignment` or `Product Assignment`. */
  title: string;
  /** The assignment to edit (edit mode), or null to create one. */
  assignment: Assignment | null;
  onClose: () => void;
  onSaved: (saved: Assignment, created: boolean) => void;
}

/**
 * The assignment side panel: create or edit, every field
 * with its validation message (react-hook-form with the zod rules of `assignment-rules.ts`), the
 * spec's defaults, Apply Changes disabled while invalid or saving, Cancel Changes, and a mask and
 * Close button that cancel too.
 */
export function AssignmentPanel({ labels, title, assignment, onClose, onSaved }: Props) {
  const products = useResource(adminApi.products);
  const schedules = useResource(adminApi.paymentSchedules);
  const pricing = useResource(adminApi.pricingSchedules);
  const paymentProducts = useResource(adminApi.paymentProducts);
  const sources = [products, schedules, pricing, paymentProducts];
  const failed = sources.find((source) => source.status === 'error');
  const ready = sources.every((source) => source.data !== null);
  const inside = useMaskClose(onClose);

  return (
    <Modal open title={title} onClose={onClose} closeLabel={labels['common.close']} className="rw-ppa__panel">
      <div ref={inside} className="rw-ppa__panel-body">
        {failed?.error && (
          <ErrorNotice
            title={labels['assignments.optionsError']}
            error={failed.error}
            onRetry={() => sources.filter((source) => source.status === 'error').forEach((source) => source.reload())}
          />
        )}
        {!failed && !ready && <Spinner label={labels['common.loading']} />}
        {ready && (
          <AssignmentForm
            labels={labels}
            assignment={assignment}
            products={products.data ?? []}
            paymentSchedules={(schedules.data ?? []).map((s) => ({ Id: s.PaymentScheduleId, Name: s.PaymentScheduleName ?? '' }))}
            pricingSchedules={(pricing.data ?? []).map((s) => ({ Id: s.PricingScheduleId, Name: s.PricingScheduleName ?? '' }))}
            paymentProducts={paymentProducts.data ?? []}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </div>
    </Modal>
  );
}

import type { ScreenProps } from './PaymentPlansAdmin.tsx';

/** Placeholder until the screen lands. */
export default function Enrollments({ labels }: ScreenProps) {
  return <p className="rw-ppa__empty">{labels['common.loading']}</p>;
}

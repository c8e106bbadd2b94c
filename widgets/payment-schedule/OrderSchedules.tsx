import { useState } from 'react';
import { orderSchedules } from './api.ts';
import type { ScheduleLabels } from './labels.ts';
import { ScheduleBlocks } from './ScheduleBlocks.tsx';
import { useRemote } from './use-remote.ts';

interface Props {
  /** The order id without its 2-character prefix. */
  orderId: string;
  labels: ScheduleLabels;
}

/** Order mode: one block per payment-plan product of the order, with the payments' status. */
export function OrderSchedules({ orderId, labels }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { data, receivedAt, error, loading } = useRemote(JSON.stringify([orderId, attempt]), () => orderSchedules(orderId));
  return <ScheduleBlocks results={data} receivedAt={receivedAt} error={error} loading={loading} labels={labels} onRetry={() => setAttempt(attempt + 1)} />;
}

import * as adminApi from '../api.ts';
import type { ScreenProps } from '../screen-props.ts';
import { PaymentScheduleEditor } from './PaymentScheduleEditor.tsx';
import { ScheduleScreen, type ScheduleScreenKind } from './ScheduleScreen.tsx';
import { useResource } from '../../../src/ui/use-resource.ts';

type PaymentScheduleRow = Parameters<typeof adminApi.updatePaymentSchedule>[0];

const paymentSchedules: ScheduleScreenKind<PaymentScheduleRow> = {
  screen: 'schedules',
  base: '/Schedules',
  addRoute: 'scheduleAdd',
  detailRoute: 'scheduleDetail',
  load: adminApi.paymentSchedules,
  remove: adminApi.deletePaymentSchedule,
  toRow: (schedule) => ({
    id: schedule.PaymentScheduleId,
    name: schedule.PaymentScheduleName ?? '',
    ranges: schedule.PurchaseDates,
    updated: schedule.UpdateDateUtc,
    deleted: schedule.IsDeleted,
  }),
  labels: { add: 'schedules.add', loadError: 'schedules.loadError', empty: 'schedules.empty', caption: 'route.schedules', deleteTitle: 'schedules.deleteTitle' },
};

/** Payment Schedules: the list (deleted ones hidden) and the add / detail overlay. */
export default function PaymentSchedules(props: ScreenProps) {
  const amountTypes = useResource(adminApi.amountTypes);
  return (
    <ScheduleScreen
      {...props}
      kind={paymentSchedules}
      editor={({ key, ...slot }) => <PaymentScheduleEditor key={key} labels={props.labels} amountTypes={amountTypes} {...slot} />}
    />
  );
}

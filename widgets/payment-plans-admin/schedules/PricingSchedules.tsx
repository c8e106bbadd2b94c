import * as adminApi from '../api.ts';
import type { ScreenProps } from '../screen-props.ts';
import { PricingScheduleEditor } from './PricingScheduleEditor.tsx';
import { ScheduleScreen, type ScheduleScreenKind } from './ScheduleScreen.tsx';

type PricingScheduleRow = Parameters<typeof adminApi.updatePricingSchedule>[0];

const pricingSchedules: ScheduleScreenKind<PricingScheduleRow> = {
  screen: 'pricing',
  base: '/Pricing',
  addRoute: 'pricingAdd',
  detailRoute: 'pricingDetail',
  load: adminApi.pricingSchedules,
  remove: adminApi.deletePricingSchedule,
  toRow: (schedule) => ({
    id: schedule.PricingScheduleId,
    name: schedule.PricingScheduleName ?? '',
    ranges: schedule.PurchaseDates,
    updated: schedule.UpdateDateUtc,
    deleted: schedule.IsDeleted,
  }),
  labels: {
    add: 'schedules.addPricing',
    loadError: 'schedules.loadErrorPricing',
    empty: 'schedules.emptyPricing',
    caption: 'route.pricing',
    deleteTitle: 'schedules.deleteTitlePricing',
  },
};

/** Pricing Schedules: the list and the add / detail overlay for purchase-date windows. */
export default function PricingSchedules(props: ScreenProps) {
  return (
    <ScheduleScreen
      {...props}
      kind={pricingSchedules}
      editor={({ key, ...slot }) => <PricingScheduleEditor key={key} labels={props.labels} {...slot} />}
    />
  );
}

import type { Migration } from './index.ts';

/**
 * Product selection: every control type a product attribute can take, attributes shown only when
 * another attribute has a given value, age limits on values (who can be assigned), a default value,
 * product specifications (`[Cutoff Time]`, `[Cutoff Days]`, `IsReservationProduct`, …) and
 * inventory per day for products that track it.
 */
export const productSelectionMigration: Migration = {
  version: 9,
  name: 'product-selection',
  sql: `
alter table product_attributes drop constraint if exists product_attributes_control_type_check;
alter table product_attributes add constraint product_attributes_control_type_check
  check (control_type in ('DropdownList', 'RadioList', 'Checkboxes', 'TextBox', 'MultilineTextbox', 'Datepicker', 'ReadonlyCheckboxes'));
alter table product_attributes add column condition_value_id integer references product_attribute_values(id) on delete set null;
alter table product_attributes add column default_value text not null default '';

alter table product_attribute_values add column min_age integer check (min_age between 0 and 150);
alter table product_attribute_values add column max_age integer check (max_age between 0 and 150);

alter table products add column full_description text not null default '';
alter table products add column is_tracking_inventory boolean not null default false;

create table product_specifications (
  product_id integer not null references products(id) on delete cascade,
  name text not null,
  value text not null,
  display_order integer not null default 0,
  primary key (product_id, name)
);

-- What a day can sell; what is left is this less the quantities held in carts for that day.
create table product_date_inventory (
  product_id integer not null references products(id) on delete cascade,
  date date not null,
  capacity integer not null check (capacity >= 0),
  primary key (product_id, date)
);
`,
};

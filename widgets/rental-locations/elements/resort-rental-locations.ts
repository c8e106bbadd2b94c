import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { RentalLocations } from '../RentalLocations.tsx';
import { rentalLocationsElement } from '../meta.ts';
import { rentalLocationsStyles } from '../styles/rental-locations.ts';

export const RentalLocationsElement = defineWidget({ ...rentalLocationsElement, component: RentalLocations, styles: controlStyles + rentalLocationsStyles });

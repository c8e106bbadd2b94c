import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { RentalLocations } from '../RentalLocations.tsx';
import { rentalLocationsElement } from '../meta.ts';
import { rentalLocationsStyles } from '../styles/rental-locations.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { RENTAL_LOCATIONS_PATH, SAVE_RENTAL_LOCATION_PATH } from '../api.ts';

export const RentalLocationsElement = defineWidget({ ...rentalLocationsElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: RentalLocations, styles: controlStyles + rentalLocationsStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(rentalLocationsElement.tag, RENTAL_LOCATIONS_PATH, SAVE_RENTAL_LOCATION_PATH);

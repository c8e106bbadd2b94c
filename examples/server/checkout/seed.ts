/**
 * The demo's pickup sites for the ski rental and the equipment release every rental needs (issues
 * 5 and 26). Tests rely on the site names, the Village Ski Shop requiring a phone, the Rentals
 * category naming the release, and the shopper's Jordan signing through a consolidated release
 * (Alex an adult's own, Sam a minor's, when something in the cart is for them).
 */
import type { Sql } from '../db/db.ts';

export const RENTAL_PRODUCT_SE_NAME = 'ski-rental-package';
/** The category whose products need the equipment release. */
export const RENTALS_CATEGORY_SE_NAME = 'rentals';

export interface SeedRentalLocation {
  id: number;
  name: string;
  storeUrl: string;
  mapApiUrl: string;
  description: string;
  demoBrands: string;
  nearbyHotels: string;
  village: string;
  logo: string;
  hours: string;
  phone: string;
  address: string;
  requiresPhone: boolean;
  /** With its zoom settings (scale, translateX, translateY). */
  map: string;
  pictures: readonly string[];
}

export const rentalLocations: readonly SeedRentalLocation[] = [
  {
    id: 1,
    name: 'Base Lodge Rentals',
    storeUrl: '/s/rentals',
    mapApiUrl: 'https://www.openstreetmap.org/search?query=Base%20Lodge%20Rentals',
    description: 'Right at the foot of the Summit Express, next to the ticket windows. Walk in, boot up, ski away.',
    demoBrands: 'Rossignol, Salomon, Nordica',
    nearbyHotels: 'Summit Lodge, The Alpine Inn',
    village: 'Base Village',
    logo: '/static/rentals/base-lodge-logo.svg',
    hours: 'Mon–Fri 8:00 AM – 5:00 PM\nSat–Sun 7:00 AM – 6:00 PM',
    phone: '(970) 555-0140',
    address: '1 Summit Road\nPeak Valley, CO 81657',
    requiresPhone: false,
    map: '/static/rentals/base-lodge-map.svg#scale=2.4&translateX=-12&translateY=8',
    pictures: ['/static/rentals/base-lodge-storefront.svg', '/static/rentals/base-lodge-fitting.svg'],
  },
  {
    id: 2,
    name: 'Village Ski Shop',
    storeUrl: '/s/rentals',
    mapApiUrl: 'https://www.openstreetmap.org/search?query=Village%20Ski%20Shop',
    description: 'In the pedestrian village, with overnight ski storage. We call you when your skis are tuned and ready.',
    demoBrands: 'Atomic, Völkl, K2',
    nearbyHotels: 'Village Suites, Peak Valley Hotel',
    village: 'Peak Village',
    logo: '/static/rentals/village-logo.svg',
    hours: 'Daily 7:30 AM – 7:00 PM',
    phone: '(970) 555-0175',
    address: '42 Village Walk\nPeak Valley, CO 81657',
    requiresPhone: true,
    map: '/static/rentals/village-map.svg?scale=3&translateX=14&translateY=-10',
    pictures: ['/static/rentals/village-shop.svg'],
  },
  {
    id: 3,
    name: 'Mid-Mountain Tent',
    storeUrl: '',
    mapApiUrl: '',
    description: 'Pick up at the top of the Summit Gondola and start the day on the mountain.',
    demoBrands: '',
    nearbyHotels: '',
    village: '',
    logo: '',
    hours: 'Daily 9:00 AM – 3:00 PM',
    phone: '',
    address: 'Top of the Summit Gondola',
    requiresPhone: false,
    map: '/static/rentals/mid-mountain-map.svg',
    pictures: [],
  },
];

const paragraph = (title: string, text: string) => `<h4>${title}</h4><p>${text}</p>`;

export const releaseText = [
  '<h3>Release of Liability, Waiver of Claims and Assumption of Risk</h3>',
  '<p><strong>Please read carefully. This is a legal document that affects your rights.</strong></p>',
  paragraph('1. Inherent risks', 'Skiing, snowboarding and the use of rental equipment carry inherent risks, including changing weather, variations in snow, ice and terrain, bare spots, rocks, stumps, trees, lift towers, snowmaking equipment and collisions with other skiers. These risks cannot be removed without changing the nature of the sport.'),
  paragraph('2. Your responsibility', 'You agree to ski and ride in control and within your ability, to obey posted signs and closures, to stop in safe places, to yield to those below you, and to follow the Your Responsibility Code.'),
  paragraph('3. Rental equipment', 'Your equipment has been fitted from the height, weight, age, boot sole length and skier type you gave us. Bindings are adjusted to industry standards, which cannot guarantee release or retention in every situation. Tell us at once about any change to that information.'),
  paragraph('4. Inspection', 'You will check the equipment before use and return it at once if it does not work as it should. You will not lend it to anyone or alter its adjustment.'),
  paragraph('5. Release', 'To the fullest extent the law allows, you release Summit Peak Resort, its employees and agents from liability for injury, death or loss arising from the inherent risks of the sport or the use of rental equipment, including their own negligence.'),
  paragraph('6. Indemnity', 'You agree to hold the resort harmless from claims made by anyone using the equipment rented under this agreement.'),
  paragraph('7. Medical care', 'You consent to first aid and emergency medical care by ski patrol and emergency services, and agree to pay for such care.'),
  paragraph('8. Photography', 'The resort may photograph guests on the mountain and use those photographs to promote the resort.'),
  paragraph('9. Governing law', 'This agreement is governed by the laws of the State of Colorado. If any part of it is held invalid, the rest remains in force.'),
  '<p>Questions? Read the <a href="https://www.nsaa.org/NSAA/Safety/Responsibility_Code.aspx">Your Responsibility Code</a> or ask at any rental counter.</p>',
].join('\n');

export const releaseTexts = {
  SignatureAffirmationStatement: 'I have read this release, understand it, and agree to its terms.',
  SignaturePanelText: 'Sign below to accept the release.',
  ConsolidatedSignaturePanelText: 'This release is consolidated: you sign it on behalf of your group member.',
  ScrollMessage: 'Scroll to the end of the release to sign it.',
  WetSignaturePrompt: 'Draw your signature',
  ClearButtonText: 'Clear',
  SignButtonText: 'Sign',
};

/** The release that lets a member charge purchases at the resort to a card on file (My Account). */
export const RESORT_CHARGE_RELEASE_ID = 2;

export const resortChargeText = [
  '<h3>Resort Charge Authorization</h3>',
  '<p>With resort charge, your pass pays for food, rentals and lessons anywhere on the mountain. Each purchase is charged to the card you keep on file for it.</p>',
  '<p>I authorise the resort to charge the card on file for purchases made with my pass, and for purchases made with the passes of the group members I authorise. I will keep the card on file current, and I will report a lost pass at once at any ticket window.</p>',
  '<p>Receipts are e-mailed after each day of purchases. Charges can be disputed within 60 days at guest services.</p>',
].join('\n');

/** The shopper's Jordan has a consolidated release: Alex signs it on Jordan's behalf. */
const CONSOLIDATED_MEMBERS = [{ email: 'shopper@example.com', firstName: 'Jordan' }];

async function seedRentalLocations(tx: Sql): Promise<void> {
  for (const [order, site] of rentalLocations.entries()) {
    await tx.query(
      `insert into rental_locations (id, pickup_site_name, store_url, map_api_url, description, demo_brands, nearby_hotels,
         village, store_logo_url, hours_of_operation, phone_number, address, requires_phone, map_image_url,
         location_picture_urls, display_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [site.id, site.name, site.storeUrl, site.mapApiUrl, site.description, site.demoBrands, site.nearbyHotels, site.village,
        site.logo, site.hours, site.phone, site.address, site.requiresPhone, site.map, JSON.stringify(site.pictures), order],
    );
  }
  await tx.query(
    `insert into product_rental_locations (product_id, location_id)
     select p.id, l.id from products p cross join rental_locations l where p.se_name = $1`,
    [RENTAL_PRODUCT_SE_NAME],
  );
}

async function seedWaivers(tx: Sql): Promise<void> {
  await tx.query(
    `insert into waiver_releases (id, title, text_html, enable_agree_checkbox, enable_wet_signature,
       electronic_signature_required, capture_waiver_html, texts)
     values (1, $1, $2, true, true, true, true, $3)`,
    ['Equipment Rental Release', releaseText, JSON.stringify(releaseTexts)],
  );
  await tx.query(
    `insert into waiver_releases (id, title, text_html, enable_agree_checkbox, enable_wet_signature,
       electronic_signature_required, capture_waiver_html, texts, resort_charge)
     values ($1, $2, $3, true, false, true, false, $4, true)`,
    [RESORT_CHARGE_RELEASE_ID, 'Resort Charge Authorization', resortChargeText, JSON.stringify({ ...releaseTexts, SignaturePanelText: 'Sign below to authorise resort charges.' })],
  );
  // Every rental asks for it, through the Rentals category.
  await tx.query(`insert into category_releases (category_id, release_id) select id, 1 from categories where se_name = $1`, [RENTALS_CATEGORY_SE_NAME]);
  for (const { email, firstName } of CONSOLIDATED_MEMBERS) {
    await tx.query(
      `insert into member_release_options (member_id, consolidate_releases, release_description)
       select m.id, true, '' from household_members m join customers c on c.id = m.customer_id
        where c.email = $1 and m.first_name = $2`,
      [email, firstName],
    );
  }
}

/** Seeds the pickup sites and waivers; runs inside the store's seed transaction. */
export async function seedCheckout(tx: Sql): Promise<void> {
  await seedRentalLocations(tx);
  await seedWaivers(tx);
}

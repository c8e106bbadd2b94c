import { releaseItemsOf, requiredSignatures } from './release-rules.ts';

const RENTAL = { productId: 4, productName: 'Ski Rental Package' };
const BOARD = { productId: 10, productName: 'Snowboard Rental' };
const PASS = { productId: 1, productName: 'Season Pass - Adult' };
const EQUIPMENT = 1;
const LESSON_RELEASE = 2;
const releases = new Map([
  [RENTAL.productId, EQUIPMENT],
  [BOARD.productId, EQUIPMENT],
  [8, LESSON_RELEASE],
]);
const BUYER = 100;

describe('who signs which release', () => {
  it('asks every member an item is for to sign the release its product needs, once per member and release', () => {
    const plan = requiredSignatures(
      [
        { ...RENTAL, contactId: 101 },
        { ...BOARD, contactId: 101 },
        { ...RENTAL, contactId: 102 },
        { productId: 8, productName: 'Beginner Lesson Package', contactId: 101 },
      ],
      releases,
      BUYER,
    );
    expect(plan).toEqual({
      signatures: [
        { memberId: 101, releaseId: EQUIPMENT, productNames: ['Ski Rental Package', 'Snowboard Rental'] },
        { memberId: 102, releaseId: EQUIPMENT, productNames: ['Ski Rental Package'] },
        { memberId: 101, releaseId: LESSON_RELEASE, productNames: ['Beginner Lesson Package'] },
      ],
      withoutSigner: [],
    });
  });

  it('has the buyer sign for an item assigned to no one', () => {
    expect(requiredSignatures([{ ...RENTAL, contactId: null }], releases, BUYER).signatures).toEqual([{ memberId: BUYER, releaseId: EQUIPMENT, productNames: ['Ski Rental Package'] }]);
  });

  it('asks nothing for items whose product and category name no release', () => {
    expect(requiredSignatures([{ ...PASS, contactId: 101 }, { ...PASS, contactId: null }], releases, BUYER)).toEqual({ signatures: [], withoutSigner: [] });
  });

  it('names the items no one can sign when the buyer has no member of their own', () => {
    expect(requiredSignatures([{ ...RENTAL, contactId: null }, { ...RENTAL, contactId: null }, { ...RENTAL, contactId: 101 }], releases, null)).toEqual({
      signatures: [{ memberId: 101, releaseId: EQUIPMENT, productNames: ['Ski Rental Package'] }],
      withoutSigner: [{ productName: 'Ski Rental Package', releaseId: EQUIPMENT }],
    });
  });

  it('reads a cart line: its product and the member it is assigned to, if any', () => {
    expect(releaseItemsOf([{ ProductId: 4, ProductName: 'Ski Rental Package', AssignedToContactInfo: { Id: 7 } }, { ProductId: 4, ProductName: 'Ski Rental Package', AssignedToContactInfo: null }])).toEqual([
      { productId: 4, productName: 'Ski Rental Package', contactId: 7 },
      { productId: 4, productName: 'Ski Rental Package', contactId: null },
    ]);
  });
});

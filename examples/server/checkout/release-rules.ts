/**
 * Who signs which release, as a plain function over the cart (issue 26). A product, or else its
 * category, names the release it needs. Every member an item is for must have signed that release;
 * an item assigned to no one is the buyer's, so the buyer's own member signs it. A minor's release
 * is signed by the buyer on the minor's behalf, and a consolidated one by the buyer on the member's
 * (`widgets/waiver/waiver-rules.ts` says how); either way the signature is stored as the member's.
 */

export interface ReleaseItem {
  productId: number;
  productName: string;
  /** The household member the item is for; null when it is assigned to no one. */
  contactId: number | null;
}

/** One release one member must have signed, with the products that ask for it. */
export interface RequiredSignature {
  memberId: number;
  releaseId: number;
  productNames: string[];
}

export interface ReleasePlan {
  /** In the cart's order, one per member and release. */
  signatures: RequiredSignature[];
  /** Products assigned to no one that need a release, when the buyer has no member of their own to sign it. */
  withoutSigner: { productName: string; releaseId: number }[];
}

/**
 * The signatures the cart needs. `releaseOf` maps a product to the release it needs (its own, or
 * its category's); `buyerMemberId` is the customer's own household member, if they have one.
 */
export function requiredSignatures(items: readonly ReleaseItem[], releaseOf: ReadonlyMap<number, number>, buyerMemberId: number | null): ReleasePlan {
  const signatures = new Map<string, RequiredSignature>();
  const withoutSigner: ReleasePlan['withoutSigner'] = [];
  for (const item of items) {
    const releaseId = releaseOf.get(item.productId);
    if (releaseId === undefined) continue;
    const memberId = item.contactId ?? buyerMemberId;
    if (memberId === null) {
      if (!withoutSigner.some((entry) => entry.productName === item.productName && entry.releaseId === releaseId)) withoutSigner.push({ productName: item.productName, releaseId });
      continue;
    }
    const key = `${memberId}:${releaseId}`;
    const entry = signatures.get(key);
    if (!entry) signatures.set(key, { memberId, releaseId, productNames: [item.productName] });
    else if (!entry.productNames.includes(item.productName)) entry.productNames.push(item.productName);
  }
  return { signatures: [...signatures.values()], withoutSigner };
}

/** The cart's lines as the rule reads them. */
export function releaseItemsOf(lines: readonly { ProductId: number; ProductName: string; AssignedToContactInfo?: { Id: number } | null }[]): ReleaseItem[] {
  return lines.map((line) => ({ productId: line.ProductId, productName: line.ProductName, contactId: line.AssignedToContactInfo?.Id ?? null }));
}

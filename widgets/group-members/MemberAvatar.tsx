import type { Member } from '../../src/api/household-schemas.ts';
import { memberColor } from '../../src/core/member-colors.ts';
import { safeImageUrl } from '../../src/core/safe-url.ts';
import { initials } from './member-rules.ts';

/** The member's photo, or their initials on their colour (the colour their cart group shows too). */
export function MemberAvatar({ member, photoLabel }: { member: Member; photoLabel: string }) {
  const src = safeImageUrl(member.PhotoUrl);
  if (src) return <img className="rw-avatar" src={src} alt={photoLabel} width={64} height={64} />;
  return (
    <span className="rw-avatar rw-avatar--initials" style={{ background: memberColor(member.ContactInfoId) }} aria-hidden="true">
      {initials(member)}
    </span>
  );
}

import type { TeamMemberContent } from '@ministry/contracts/site-content';
import { Portrait } from '../../../components/portrait';

/** A team member's photo (or her initials), on the team page's cards and the home page's. */
export function MemberPortrait({
  member,
  size,
  className,
}: {
  member: TeamMemberContent;
  size: number;
  className: string;
}) {
  return <Portrait photo={member.photo} name={member.name} className={className} size={size} />;
}

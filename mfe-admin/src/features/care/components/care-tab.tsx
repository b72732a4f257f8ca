import { isAdminUser } from '@ministry/contracts/user';
import { useSession } from '@ministry/platform/session';
import { TabSection } from '../../../kit';
import { CounselorWorkspace } from './counselor/counselor-workspace';
import { StaffCare } from './staff/staff-care';

/**
 * The Care tab: a counselor's own workspace (her agenda, hours, requests), or for staff every
 * counselor, appointment, request, session type and the record of confidential-text reads.
 */
export function CareTab() {
  const { user } = useSession();
  return <TabSection tab="care">{isAdminUser(user) ? <StaffCare /> : <CounselorWorkspace />}</TabSection>;
}

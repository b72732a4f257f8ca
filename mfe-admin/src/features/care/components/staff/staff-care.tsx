import { AppointmentsSection } from './appointments-section';
import { ContactRequestsSection } from './contact-requests-section';
import { CounselorsSection } from './counselors-section';
import { MentoringSection } from './mentoring-section';
import { SessionTypesSection } from './session-types-section';
import { SlidingScaleSection } from './sliding-scale-section';
import { TextReadsSection } from './text-reads-section';

/** Staff's care screens: counselors, this week's appointments, requests, session types, text reads. */
export function StaffCare() {
  return (
    <>
      <CounselorsSection />
      <AppointmentsSection />
      <SlidingScaleSection />
      <MentoringSection />
      <ContactRequestsSection />
      <SessionTypesSection />
      <TextReadsSection />
    </>
  );
}

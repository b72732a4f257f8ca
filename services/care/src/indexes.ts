import { AppointmentModel, CreditUseModel } from './appointments/model';
import { TextReadModel } from './confidential/model';
import { CounselorModel } from './counselors/model';
import { MentoringModel } from './mentoring/model';
import { PackageModel } from './packages/model';
import { SlidingScaleModel } from './sliding-scale/model';

/** The unique indexes exactness rests on (one profile per account, one waiting request each, one package per paid line), built. */
export async function careIndexesReady(): Promise<void> {
  await Promise.all(
    [
      CounselorModel,
      AppointmentModel,
      CreditUseModel,
      TextReadModel,
      SlidingScaleModel,
      MentoringModel,
      PackageModel,
    ].map((model) => model.init()),
  );
}

import {
  predefinedEngagementTypes,
  predefinedTrainingTypes,
} from '../../../contract/activities/activity-types';
import type { Database } from '../client';
import { engagementActivityTypes, trainingActivityTypes } from '../schema/activities';

type Executor = Pick<Database, 'insert'>;

/** The predefined engagement and training types a new organisation starts with. */
export async function seedActivityTypes(tx: Executor, organisationId: number): Promise<void> {
  await tx.insert(engagementActivityTypes).values(
    predefinedEngagementTypes.map((type) => ({
      organisationId,
      name: type.name,
      kind: type.kind,
      description: type.description,
      defaultHours: type.defaultHours,
      predefined: true,
    })),
  );
  await tx.insert(trainingActivityTypes).values(
    predefinedTrainingTypes.map((type) => ({
      organisationId,
      name: type.name,
      description: type.description,
      defaultHours: type.defaultHours,
      singleDateOnly: type.singleDateOnly,
      predefined: true,
    })),
  );
}

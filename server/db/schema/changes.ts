import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  AudienceBand,
  Criticality,
  DateMode,
  DeploymentState,
  ImpactAttributeKind,
  ImpactRating,
} from '../../../contract/projects/change-attributes';
import type { ChangeType } from '../../../contract/projects/projects';
import { organisationId } from './organisations';
import { userProfiles } from './people';
import { projects } from './projects';
import { departments } from './reference-data';

/** A change a project brings about, filled in step by step by the change wizard. */
export const changes = pgTable(
  'changes',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    changeType: text('change_type').$type<ChangeType>(),
    criticality: text('criticality').$type<Criticality>(),
    deploymentState: text('deployment_state')
      .$type<DeploymentState>()
      .notNull()
      .default('NOT_YET_DEPLOYED'),
    dateMode: text('date_mode').$type<DateMode>(),
    goLiveDate: date('go_live_date'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** Furthest wizard step completed. */
    wizardStep: integer('wizard_step').notNull().default(1),
    createdById: integer('created_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('changes_project_idx').on(t.projectId),
    index('changes_org_go_live_idx').on(t.organisationId, t.goLiveDate),
  ],
);

/** How a change lands: its ratings, reach and who it touches (one row per attribute). */
export const changeImpactAttributes = pgTable(
  'change_impact_attributes',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ImpactAttributeKind>().notNull(),
    rating: text('rating').$type<ImpactRating>(),
    audienceBand: text('audience_band').$type<AudienceBand>(),
    changeType: text('change_type').$type<ChangeType>(),
    departmentId: integer('department_id').references(() => departments.id, {
      onDelete: 'cascade',
    }),
    label: text('label'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('change_impact_attributes_change_idx').on(t.changeId)],
);

/** Dated events around a change's go-live (cut-over, drop-in sessions, switch-off). */
export const changeGoLiveEvents = pgTable(
  'change_go_live_events',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    changeId: integer('change_id')
      .notNull()
      .references(() => changes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date').notNull(),
    /** Local time of day, HH:MM, when the event has one. */
    time: text('time'),
    description: text('description').notNull().default(''),
  },
  (t) => [index('change_go_live_events_change_idx').on(t.changeId, t.date)],
);

import { z } from 'zod';
import { attentionLevels } from '../assessments/summary';
import { phaseCodes } from '../projects/phases';
import { projectStatuses } from '../projects/projects';
import {
  dateSchema,
  refIdSchema,
  requiredDateSchema,
  whenFieldsValid,
} from '../shared/common.schema';
import { heatLevels, heatmapGranularities, powerpointTemplates } from './portfolio';

const ids = (message: string) => z.array(refIdSchema(message)).max(500, 'Choose at most 500.');
/** A heatmap row: `g12` an organisation group, `p34` a project's own impacted group. */
export const rowKeySchema = z.string().regex(/^[gp]\d{1,10}$/, 'Choose a group from the list.');

/** The filters every portfolio panel takes, kept in the address by the SPA. */
export const portfolioFiltersSchema = z
  .strictObject({
    groups: z.array(rowKeySchema).max(500).optional(),
    /** Entries of the organisation's site and department lists: groups with anyone there. */
    sites: ids('Choose sites from the list.').optional(),
    departments: ids('Choose departments from the list.').optional(),
    tags: ids('Choose tags from the list.').optional(),
    phases: z
      .array(z.enum(phaseCodes, { error: 'Choose a phase from the list.' }))
      .max(4)
      .optional(),
    statuses: z
      .array(z.enum(projectStatuses, { error: 'Choose a status from the list.' }))
      .max(6)
      .optional(),
    projects: ids('Choose projects from the list.').optional(),
    start_date: dateSchema.optional(),
    end_date: dateSchema.optional(),
    granularity: z.enum(heatmapGranularities, { error: 'Choose weeks or months.' }).optional(),
  })
  .refine((f) => !f.start_date || !f.end_date || f.end_date >= f.start_date, {
    path: ['end_date'],
    message: 'The end date cannot be before the start date.',
    ...whenFieldsValid('start_date', 'end_date'),
  });
export type PortfolioFilters = z.input<typeof portfolioFiltersSchema>;

/** A heatmap call: the filters, a what-if go-live move, and the cell whose contents to list. */
export const heatmapInputSchema = z.strictObject({
  filters: portfolioFiltersSchema.optional(),
  /** Move one change's go-live (nothing is saved) to see the heatmap as it would be. */
  what_if: z
    .strictObject({
      change: refIdSchema('Choose a change.'),
      go_live_date: requiredDateSchema('Enter the new go-live date.'),
    })
    .optional(),
  /** List what makes up one cell. */
  cell: z
    .strictObject({ row: rowKeySchema, column: requiredDateSchema('Give the column’s date.') })
    .optional(),
});
export type HeatmapInput = z.input<typeof heatmapInputSchema>;

export const heatmapThresholdsOutSchema = z.object({
  medium: z.number(),
  high: z.number(),
  very_high: z.number(),
});
export const heatCellItemSchema = z.object({
  kind: z.enum(['change', 'activity', 'go_live_event']),
  id: z.number().int(),
  name: z.string(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  /** The weight (load) or hours per person (time) it adds to the cell. */
  value: z.number(),
  detail: z.string(),
});
export type HeatCellItem = z.infer<typeof heatCellItemSchema>;

export const heatmapSchema = z.object({
  unit: z.enum(['load', 'hours']),
  granularity: z.enum(heatmapGranularities),
  columns: z.array(z.object({ start: z.string(), end: z.string(), label: z.string() })),
  rows: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      /** Organisation group rows collapse by their function; project groups by their project. */
      group_by: z.string(),
      /** Where most of the group's members are ("No site" when none has a site): rows collapse by it too. */
      site: z.string(),
      cells: z.array(z.number()),
      levels: z.array(z.enum(heatLevels)),
      /** The group's own capacity thresholds, when it has them (its levels follow them). */
      capacity: heatmapThresholdsOutSchema.optional(),
    }),
  ),
  /** The organisation's thresholds, for rows without their own capacity. */
  thresholds: heatmapThresholdsOutSchema,
  /** With `what_if`: only the rows the move touches are listed; every other row is unchanged. */
  partial: z.boolean().optional(),
  /** Cells at or over a group's own capacity (high or very high by its thresholds). */
  alerts: z
    .array(
      z.object({
        row: z.string(),
        name: z.string(),
        column: z.string(),
        label: z.string(),
        value: z.number(),
        level: z.enum(heatLevels),
        capacity: z.number(),
      }),
    )
    .optional(),
  /** With `cell`: what makes it up. */
  items: z.array(heatCellItemSchema).optional(),
});
export type Heatmap = z.infer<typeof heatmapSchema>;
export type OverloadAlert = NonNullable<Heatmap['alerts']>[number];

export const filterOptionsSchema = z.object({
  groups: z.array(z.object({ key: z.string(), name: z.string(), group_by: z.string() })),
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  phases: z.array(z.object({ code: z.enum(phaseCodes), name: z.string() })),
  statuses: z.array(z.enum(projectStatuses)),
  projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  changes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      project: z.number().int(),
      go_live_date: z.string().nullable(),
    }),
  ),
  today: z.string(),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

export const portfolioProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(projectStatuses),
  active_phase: z.enum(phaseCodes),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  change_count: z.number().int(),
  impacted_group_count: z.number().int(),
  next_go_live: z.string().nullable(),
  weighted_load: z.number(),
  activity_hours: z.number(),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;

/** A report as a table: named columns, rows of values (numbers or text). */
export const reportTableSchema = z.object({
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), numeric: z.boolean() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportInputSchema = z.strictObject({ filters: portfolioFiltersSchema.optional() });
export type ReportInput = z.input<typeof reportInputSchema>;
export const goLiveMonthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM.'),
});
export const profileQuerySchema = z.object({
  date: requiredDateSchema('Give the date.'),
  groups: z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(rowKeySchema).max(500))
    .optional(),
});

/** A score as the leaders area computes it: a percentage with its counts and a sentence. */
const portfolioScoreSchema = z.object({
  score: z.number().nullable(),
  numerator: z.number().int(),
  denominator: z.number().int(),
  explanation: z.string(),
});

export const dashboardSchema = z.object({
  projects_by_status: z.array(
    z.object({ status: z.enum(projectStatuses), count: z.number().int() }),
  ),
  projects_by_phase: z.array(
    z.object({ phase: z.enum(phaseCodes), name: z.string(), count: z.number().int() }),
  ),
  /** The next go-lives in the window, soonest first (at most 8, as many as the panel lists). */
  go_lives_ahead: z.array(
    z.object({
      change: z.number().int(),
      name: z.string(),
      project: z.object({ id: z.number().int(), name: z.string() }),
      date: z.string(),
      groups: z.number().int(),
      weighted_load: z.number(),
    }),
  ),
  overloaded_groups: z.array(
    z.object({ key: z.string(), name: z.string(), peak_hours: z.number(), week: z.string() }),
  ),
  /** Readiness and risk per change, rolled up from the assessments (`scoreChange`). */
  readiness: z.object({
    by_level: z.array(z.object({ level: z.enum(attentionLevels), count: z.number().int() })),
    /** The changes that need most attention first (at most 5, as many as the panel lists). */
    attention: z.array(
      z.object({
        change: z.number().int(),
        name: z.string(),
        project: z.object({ id: z.number().int(), name: z.string() }),
        score: z.number(),
        level: z.enum(attentionLevels),
        reasons: z.array(z.string()),
      }),
    ),
  }),
  /**
   * Leader activation and engagement (DESIGN.md §6), over the projects with activation cycles.
   * Totals only: each project's own scores are the leaders area's portfolio calls
   * (`get-leader-activation-scores-for-portfolio-dashboard`), so the first paint does not carry
   * a score and a sentence for each of hundreds of projects that the panel does not list.
   */
  leader_scores: z.object({
    activation: portfolioScoreSchema,
    engagement: portfolioScoreSchema,
    /** How many projects in the filters have activation cycles (the scores' projects). */
    project_count: z.number().int(),
  }),
  /** New-ways-of-working adoption: behaviours whose average consistency is 4 or more. */
  nwow_adoption: z.object({
    behaviours: z.number().int(),
    adopted: z.number().int(),
    adoption_rate: z.number().nullable(),
  }),
  totals: z.object({
    projects: z.number().int(),
    changes: z.number().int(),
    activities: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const exportInputSchema = z.strictObject({
  projectId: refIdSchema('Choose the project.'),
  templateName: z
    .enum(powerpointTemplates, { error: 'Choose a template.' })
    .default('project-status'),
});
export type ExportInput = z.input<typeof exportInputSchema>;
export const exportStatusSchema = z.object({
  status: z.enum(['none', 'building', 'ready', 'failed']),
  export_id: z.number().int().nullable(),
  project: z.number().int().nullable(),
  /** Whether the caller started it (only they may download it). */
  is_originator: z.boolean(),
  file_name: z.string().nullable(),
  error: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

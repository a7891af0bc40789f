import type { ChangeNarrative } from '../../../../contract/projects/narrative.schema';
import { isoTimestamp } from '../../../db/sql-helpers';
import type { NarrativeState } from './service';

/** The narrative as the SPA reads it; a project without one answers the empty one (`id: null`). */
export function presentNarrative({ projectId, row }: NarrativeState): ChangeNarrative {
  if (!row) {
    return {
      id: null,
      project: projectId,
      content: '',
      owner: null,
      version: 0,
      created_at: null,
      updated_at: null,
      updated_by: null,
    };
  }
  const n = row.narrative;
  return {
    id: n.id,
    project: projectId,
    content: n.contentHtml,
    owner: row.owner,
    version: n.version,
    created_at: isoTimestamp(n.createdAt),
    updated_at: isoTimestamp(n.updatedAt),
    updated_by: row.updatedBy,
  };
}

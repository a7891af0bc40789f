import { useEffect, useRef } from 'react';
import type { TeamsAppInteraction } from '@contract/projects/projects.schema';
import { teamsAppPaths } from '@contract/projects/teams-app';
import { apiGet } from '@/lib/api-client/api-client';
import { enabledFeatures, useFeatureFlags } from '@/lib/session/session-reads';
import { useHost } from './host-context';

/** `GET project-teams-app-interaction/{id}/`: counts one opening of the project in Teams. */
export function recordTeamsProjectOpen(projectId: number): Promise<TeamsAppInteraction> {
  // Usage counting must never get in the user's way: no error page, no toast.
  return apiGet<TeamsAppInteraction>(teamsAppPaths.projectInteraction(projectId), {
    label: 'Teams app usage',
    redirectOnError: false,
    notifyOnError: false,
  });
}

/**
 * For the project screen: when the app runs as the Teams app and the organisation has Teams app
 * insights on, records that the user opened project `projectId` (once per project the screen
 * shows). Does nothing in the browser or the Outlook pane, or while `projectId` is unknown.
 */
export function useRecordTeamsProjectOpen(projectId: number | null | undefined): void {
  const { isInTeams } = useHost();
  const { data: flags } = useFeatureFlags();
  const insightsOn = flags ? enabledFeatures(flags).has('teams_app_insights') : false;
  const recorded = useRef<number | null>(null);

  useEffect(() => {
    if (!isInTeams || !insightsOn || !projectId || projectId < 1) return;
    if (recorded.current === projectId) return;
    recorded.current = projectId;
    recordTeamsProjectOpen(projectId).catch(() => undefined);
  }, [isInTeams, insightsOn, projectId]);
}

import { projectsPaths } from '@contract/projects/projects';
import { type ProjectSummary } from '@contract/projects/projects.schema';
import { commsFilePaths } from '@contract/comms/comms-files';
import type { CommsFile } from '@contract/comms/comms-files.schema';
import { apiGet, apiPost } from '@/lib/api-client/api-client';
import { jsonFieldsForm } from '@/lib/api-client/request-body';
import type { EmailToShare } from '@/lib/host/office-mail';

// The pane reads what the projects area serves and files emails into a project's comms.

/** `GET projects/get_projects_for_user/`: the projects the user is part of, live ones first. */
export function getMyProjects(): Promise<ProjectSummary[]> {
  return apiGet<ProjectSummary[]>(projectsPaths.forUser(), { label: 'Your projects' });
}

/**
 * `POST comms-files/`: files the email in the project's comms as a text file (its subject,
 * sender, date and whole body), so the change team finds it beside the project's other files.
 */
export function shareEmailToComms(projectId: number, email: EmailToShare, text: string) {
  const title = (email.subject || 'Email from Outlook').slice(0, 200);
  const name = `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'email'}.txt`;
  const form = jsonFieldsForm(
    {
      project: projectId,
      title,
      // The sender's name only: "<address>" would read as markup to the request sanitiser.
      description: email.from
        ? `Shared from Outlook: an email from ${email.from.replace(/\s*<[^>]*>\s*/g, '').trim()}.`
        : 'Shared from Outlook.',
      tool_type: 'file',
    },
    { file: new File([text], name, { type: 'text/plain' }) },
  );
  return apiPost<CommsFile>(commsFilePaths.create('COMMS_FILE'), form, {
    label: 'Share email to comms',
    notifyOnError: false,
  });
}

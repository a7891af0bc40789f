import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { matrixSender, type MatrixRequest } from '@tests/support/call-matrix';
import { factories, type MadeOrganisation } from '@tests/support/factories';
import { tinyPng } from '@tests/support/multipart';
import type { TestServer } from '@tests/support/test-server';

/** A row made for the matrix: its id. */
type Id = number;

/**
 * Everything the comms and integrations call matrix addresses, made once through the API: a
 * project run by a change manager, a group of it with one employee, and of each kind of
 * communication a row to read and change and a spare one to delete.
 */
export interface CommsFixture {
  org: MadeOrganisation;
  /** On the project's team: writes and sends its communications. */
  manager: string;
  /** A change manager not on the team: sees the project, writes nothing of it. */
  outsider: string;
  /** An employee in the project's group: receives its announcements and shared files. */
  member: string;
  /** An employee the project does not target: sees nothing of it. */
  stranger: string;
  project: Id;
  group: Id;
  /** Sent to the group, with an image. */
  announcement: Id;
  draftAnnouncement: Id;
  /** A draft feedback thread of the manager's. */
  thread: Id;
  spareThread: Id;
  email: Id;
  spareEmail: Id;
  template: Id;
  spareTemplate: Id;
  post: Id;
  sparePost: Id;
  event: Id;
  /** An uploaded comms file shared with the group. */
  commsFile: Id;
  trainingMaterial: Id;
  customTool: Id;
  /** The document store's site, a folder in it and a file in that folder. */
  site: string;
  folder: string;
  document: string;
}

/** An image, as the matrix's uploads send it. */
export const image = (filename = 'poster.png') => ({
  field: 'image',
  filename,
  contentType: 'image/png',
  data: tinyPng,
});

export async function makeCommsFixture(server: TestServer): Promise<CommsFixture> {
  const make = factories(server.db);
  const org = await make.organisation();
  const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
  const outsider = await make.user(org, { role: 'CHANGE_MANAGER' });
  const member = await make.user(org, { role: 'EMPLOYEE' });
  const stranger = await make.user(org, { role: 'EMPLOYEE' });
  const project = (await make.project(org, { team: [manager] })).id;
  const send = matrixSender(server);
  async function made(request: MatrixRequest, as = manager.email): Promise<Id> {
    const response = await send(as, request);
    if (response.statusCode >= 300) {
      throw new Error(`fixture ${request.method} ${request.path}: ${response.body}`);
    }
    const id = (response.json() as { id?: Id }).id;
    if (typeof id !== 'number') throw new Error(`fixture ${request.path}: no id`);
    return id;
  }
  const post = (pathname: string, body: unknown, file?: MatrixRequest['file']) =>
    made({ method: 'POST', path: pathname, body, ...(file ? { file } : {}) });

  const group = await post(`projects/${project}/groups/`, {
    group_type: 'Impacted',
    group_role: 'IMPACTED_EMPLOYEES',
    name: 'Ward staff',
    members: [member.id],
  });
  const receivers = [{ type: 'group', id: group }];
  const announcement = (title: string, isSend: boolean) =>
    post(
      `threads/create_announcement/?isSend=${isSend}&uploadImage=true`,
      { title, project, receivers },
      image(),
    );
  const feedback = (title: string) =>
    post('threads/?isSend=false', { type: 'FEEDBACK', title, project, receivers });
  const email = (subject: string) =>
    post('engagement-email/?isSchedule=false', { project, subject, body: '<p>Hi</p>', receivers });
  const template = (name: string) =>
    post('email-templates/', { project, name, html_layout_content: '<h1>News</h1>{{content}}' });
  const yammer = (subject: string) =>
    post('yammer-post/', { project, subject, body: 'Questions welcome', is_draft: true });
  const start = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  start.setUTCHours(9, 0, 0, 0);
  const file = (collection: string, title: string, extra: object = {}) =>
    post(
      `${collection}/`,
      { project, title, tool_type: 'file', ...extra },
      { ...image(`${title}.png`), field: 'file' },
    );

  // The document store's local default: a site folder with a folder and a file in it.
  const siteFolder = path.join(
    server.app.integrations.outbox.dataDir,
    'documents',
    String(org.id),
    'Changecraft',
  );
  await mkdir(path.join(siteFolder, 'Plans'), { recursive: true });
  await writeFile(path.join(siteFolder, 'Plans', 'rota plan.txt'), 'Early, late, night');
  const encode = (relative: string) => Buffer.from(relative, 'utf8').toString('base64url');

  return {
    org,
    manager: manager.email,
    outsider: outsider.email,
    member: member.email,
    stranger: stranger.email,
    project,
    group,
    announcement: await announcement('Rota goes live', true),
    draftAnnouncement: await announcement('Parking changes', false),
    thread: await feedback('Rota feedback'),
    spareThread: await feedback('Spare'),
    email: await email('Rota briefing'),
    spareEmail: await email('Spare'),
    template: await template('Ward news'),
    spareTemplate: await template('Spare'),
    post: await yammer('Rota questions'),
    sparePost: await yammer('Spare'),
    event: await post('outlook-event/', {
      project,
      subject: 'Rota clinic',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3600 * 1000).toISOString(),
      attendees: receivers,
    }),
    commsFile: await file('comms-files', 'Rota poster', { shared_groups: [group] }),
    trainingMaterial: await file('training-materials', 'Rota guide'),
    customTool: await file('custom-tools', 'Shift calculator', { phase: 'DEPLOY' }),
    site: encode('Changecraft'),
    folder: encode(path.join('Changecraft', 'Plans')),
    document: encode(path.join('Changecraft', 'Plans', 'rota plan.txt')),
  };
}

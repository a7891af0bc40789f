import { bad, badId, get, receiverCall, refused, send, teamCall, type Call } from './build';
import { image, type CommsFixture } from './fixture';

const notTheirs = {
  as: (f: CommsFixture) => f.stranger,
  empty: 'files of projects an employee is not targeted by are not listed',
};

/**
 * Comms files, training materials and custom tools. A comms file is seen only by the groups it
 * is shared with, so a member of the group is the one refused a change (403), not an outsider,
 * for whom it does not exist.
 */
export const fileCalls: Call[] = [
  receiverCall(
    'GET comms-files/?project&archived',
    get((f) => `comms-files/?project=${f.project}&archived=false`),
    notTheirs,
    bad(
      'archived',
      get((f) => `comms-files/?project=${f.project}&archived=maybe`),
    ),
  ),
  receiverCall(
    'GET comms-files/{id}/',
    get((f) => `comms-files/${f.commsFile}/`),
    refused.stranger,
    badId((id) => `comms-files/${id}/`),
  ),
  receiverCall(
    'GET custom-tools/?project&phase&archived',
    get((f) => `custom-tools/?project=${f.project}&phase=DEPLOY&archived=false`),
    notTheirs,
    bad(
      'phase',
      get((f) => `custom-tools/?project=${f.project}&phase=LAUNCH`),
    ),
  ),
  receiverCall(
    'GET comms-files/{id}/download/',
    get((f) => `comms-files/${f.commsFile}/download/`),
    refused.stranger,
    badId((id) => `comms-files/${id}/download/`),
  ),
  receiverCall(
    'GET training-materials/{id}/download/',
    get((f) => `training-materials/${f.trainingMaterial}/download/`),
    refused.stranger,
    badId((id) => `training-materials/${id}/download/`),
  ),
  receiverCall(
    'GET custom-tools/{id}/download/',
    get((f) => `custom-tools/${f.customTool}/download/`),
    refused.stranger,
    badId((id) => `custom-tools/${id}/download/`),
  ),
  teamCall(
    'POST comms-files/',
    send(
      'POST',
      () => 'comms-files/',
      (f) => ({
        project: f.project,
        title: 'Canteen menu',
        tool_type: 'file',
        shared_groups: [f.group],
      }),
      { ...image('menu.png'), field: 'file' },
    ),
    201,
    ['title', ''],
  ),
  teamCall(
    'PATCH comms-files/{id}/',
    send(
      'PATCH',
      (f) => `comms-files/${f.commsFile}/`,
      () => ({ description: 'Print it on A3', planned_date: '2031-03-02' }),
    ),
    200,
    ['planned_date', '2031-02-30'],
    refused.employee,
  ),
  teamCall(
    'PATCH comms-files/{id}/update_shared_status/',
    send(
      'PATCH',
      (f) => `comms-files/${f.commsFile}/update_shared_status/`,
      (f) => ({ group_ids: [f.group] }),
    ),
    200,
    ['group_ids', 'everyone'],
    refused.employee,
  ),
  teamCall(
    'POST training-materials/',
    send(
      'POST',
      () => 'training-materials/',
      (f) => ({
        project: f.project,
        title: 'Rota video',
        tool_type: 'link',
        link: 'https://intranet.example.com/rota-video',
      }),
    ),
    201,
    ['link', 'javascript:alert(1)'],
  ),
  teamCall(
    'PATCH training-materials/{id}/',
    send(
      'PATCH',
      (f) => `training-materials/${f.trainingMaterial}/`,
      () => ({ archived: false }),
    ),
    200,
    ['archived', 'yes'],
  ),
  teamCall(
    'POST custom-tools/',
    send(
      'POST',
      () => 'custom-tools/',
      (f) => ({ project: f.project, title: 'Leave planner', tool_type: 'file', phase: 'DEPLOY' }),
      { ...image('planner.png'), field: 'file' },
    ),
    201,
    ['tool_type', 'zip'],
  ),
  teamCall(
    'PATCH custom-tools/{id}/',
    send(
      'PATCH',
      (f) => `custom-tools/${f.customTool}/`,
      () => ({ title: 'Shift calculator, version 2' }),
    ),
    200,
    ['title', ''],
  ),
];

/** The document store: for those who send communications only (it reads every site). */
export const documentCalls: Call[] = [
  teamCall(
    'GET get-sites-for-user/',
    get(() => 'get-sites-for-user/'),
    200,
    { none: 'the sites the store holds: no input' },
    refused.employee,
  ),
  teamCall(
    'GET get-drive-items-in-document-library/',
    get((f) => `get-drive-items-in-document-library/?siteId=${f.site}`),
    200,
    bad(
      'siteId',
      get(() => 'get-drive-items-in-document-library/?siteId='),
    ),
    refused.employee,
  ),
  teamCall(
    'GET get-drive-items-from-folder/',
    get((f) => `get-drive-items-from-folder/?driveId=${f.site}&itemId=${f.folder}`),
    200,
    bad(
      'itemId',
      get((f) => `get-drive-items-from-folder/?driveId=${f.site}`),
    ),
    refused.employee,
  ),
  teamCall(
    'GET search-sharepoint-drive-items/',
    get((f) => `search-sharepoint-drive-items/?siteId=${f.site}&search=rota`),
    200,
    bad(
      'search',
      get((f) => `search-sharepoint-drive-items/?siteId=${f.site}&search=`),
    ),
    refused.employee,
  ),
  teamCall(
    'GET get-sharepoint-drive-item-web-url/',
    get((f) => `get-sharepoint-drive-item-web-url/?driveId=${f.site}&itemId=${f.document}`),
    200,
    bad(
      'driveId',
      get((f) => `get-sharepoint-drive-item-web-url/?itemId=${f.document}`),
    ),
    refused.employee,
  ),
  teamCall(
    'GET download-sharepoint-drive-item/',
    get((f) => `download-sharepoint-drive-item/?driveId=${f.site}&itemId=${f.document}`),
    200,
    bad(
      'itemId',
      get((f) => `download-sharepoint-drive-item/?driveId=${f.site}&itemId=`),
    ),
    refused.employee,
  ),
];

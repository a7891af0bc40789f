/**
 * Microsoft Graph v1.0 directory responses in the shapes its reference pages document (List
 * groups with $search, Get group, List group transitive members cast to users, Create group),
 * trimmed to the fields the directory adapter reads.
 */
export const recordedDirectory = {
  // GET /groups?$search="displayName:ward"&$select=id,displayName,description (ConsistencyLevel: eventual)
  searchGroups: {
    '@odata.context':
      'https://graph.microsoft.com/v1.0/$metadata#groups(id,displayName,description)',
    value: [
      {
        id: '02bd9fd6-8f93-4758-87c3-1fb73740a315',
        displayName: 'Ward 7 nursing',
        description: 'Nurses and health care assistants on ward 7',
      },
    ],
  },
  // GET /groups/{id}?$select=id,displayName,description
  group: {
    '@odata.context':
      'https://graph.microsoft.com/v1.0/$metadata#groups(id,displayName,description)/$entity',
    id: '02bd9fd6-8f93-4758-87c3-1fb73740a315',
    displayName: 'Ward 7 nursing',
    description: 'Nurses and health care assistants on ward 7',
  },
  // GET /groups/{id}/transitiveMembers/microsoft.graph.user?$select=…&$top=999, first page
  membersPage1: {
    '@odata.context':
      'https://graph.microsoft.com/v1.0/$metadata#users(id,mail,userPrincipalName,displayName,givenName,surname,jobTitle,department,officeLocation)',
    '@odata.nextLink':
      'https://graph.microsoft.com/v1.0/groups/02bd9fd6-8f93-4758-87c3-1fb73740a315/transitiveMembers/microsoft.graph.user?$skiptoken=RFNwdAIAAQAAAA',
    value: [
      {
        id: '87d349ed-44d7-43e1-9a83-5f2406dee5bd',
        mail: 'Adele.Vance@northwind.example',
        userPrincipalName: 'AdeleV@northwind.example',
        displayName: 'Adele Vance',
        givenName: 'Adele',
        surname: 'Vance',
        jobTitle: 'Staff nurse',
        department: 'Clinical Operations',
        officeLocation: 'Leeds',
      },
    ],
  },
  // The next page, reached through @odata.nextLink
  membersPage2: {
    '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users',
    value: [
      {
        id: '5bde3e51-d13b-4db1-9948-fe4b109d11a7',
        mail: null,
        userPrincipalName: 'MeganB@northwind.example',
        displayName: 'Megan Bowen',
        givenName: null,
        surname: null,
        jobTitle: null,
        department: null,
        officeLocation: null,
      },
    ],
  },
  // POST /groups -> 201 Created
  createdGroup: {
    '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#groups/$entity',
    id: 'b320ee12-b1cd-4cca-b648-a437be61c5cd',
    displayName: 'Go-live floor walkers',
    description: 'People of Go-live floor walkers',
    mailEnabled: false,
    mailNickname: 'Golivefloorwalkers',
    securityEnabled: true,
  },
};

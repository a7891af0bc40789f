/**
 * Responses in the shapes Microsoft documents them (Graph v1.0 reference pages, Viva Engage REST
 * and Azure Blob REST), trimmed to the fields our adapters read. Used with MSW in place of the
 * network.
 */
export const recorded = {
  token: {
    token_type: 'Bearer',
    expires_in: 3599,
    ext_expires_in: 3599,
    access_token: 'eyJ0eXAi.app-token',
  },
  // POST /users/{id}/events -> 201 Created (Create event)
  createdEvent: {
    '@odata.context': "https://graph.microsoft.com/v1.0/$metadata#users('maya')/events/$entity",
    id: 'AAMkAGI1AAAt9AHjAAA=',
    subject: 'Rota briefing',
    webLink: 'https://outlook.office365.com/owa/?itemid=AAMkAGI1AAAt9AHjAAA%3D',
  },
  // GET /users/{id}/events/{id}?$select=attendees -> 200 (event)
  eventAttendees: {
    '@odata.context':
      "https://graph.microsoft.com/v1.0/$metadata#users('maya')/events(attendees)/$entity",
    '@odata.etag': 'W/"ZlnW4RIAV06KYYwlrfNZvQAALfZeRQ=="',
    id: 'AAMkAGI1AAAt9AHjAAA=',
    attendees: [
      {
        type: 'required',
        status: { response: 'accepted', time: '2030-01-06T10:12:00Z' },
        emailAddress: { name: 'Eve', address: 'eve@contoso.com' },
      },
      {
        type: 'required',
        status: { response: 'none', time: '0001-01-01T00:00:00Z' },
        emailAddress: { name: 'Sam', address: 'sam@contoso.com' },
      },
    ],
  },
  // POST /users/{id}/findMeetingTimes -> 200 (meetingTimeSuggestionsResult)
  meetingTimes: {
    '@odata.context':
      'https://graph.microsoft.com/v1.0/$metadata#microsoft.graph.meetingTimeSuggestionsResult',
    emptySuggestionsReason: '',
    meetingTimeSuggestions: [
      {
        confidence: 100,
        organizerAvailability: 'free',
        suggestionReason:
          'Suggested because it is one of the nearest times when all attendees are available.',
        meetingTimeSlot: {
          start: { dateTime: '2030-01-07T10:00:00.0000000', timeZone: 'UTC' },
          end: { dateTime: '2030-01-07T11:00:00.0000000', timeZone: 'UTC' },
        },
        attendeeAvailability: [
          {
            availability: 'free',
            attendee: { type: 'required', emailAddress: { address: 'eve@contoso.com' } },
          },
        ],
        locations: [],
      },
    ],
  },
  // GET /places/microsoft.graph.room
  rooms: {
    value: [
      {
        id: '3162F1E1-C4C0-604B-51D8-91DA78989EB1',
        emailAddress: 'cf100@contoso.com',
        displayName: 'Conf Room 100',
      },
      {
        id: '3162F1E1-C4C0-604B-51D8-91DA78970B97',
        emailAddress: 'boardroom@contoso.com',
        displayName: 'Board Room Leeds',
      },
    ],
    '@odata.nextLink':
      'https://graph.microsoft.com/v1.0/places/microsoft.graph.room?$top=100&$skiptoken=RFNARVJWRVI',
  },
  // The page the nextLink names: the last one
  roomsLastPage: {
    value: [
      {
        id: '3162F1E1-C4C0-604B-51D8-91DA78970C31',
        emailAddress: 'boardroom.york@contoso.com',
        displayName: 'Board Room York',
      },
    ],
  },
  // GET /employeeExperience/communities
  communities: {
    value: [
      {
        id: Buffer.from('{"_type":"Group","id":"4520423424"}').toString('base64'),
        displayName: 'Change champions',
        description: 'Champions network',
        privacy: 'public',
        groupId: '0b3d5b1b-9bd4-4a45-a18b-a4cd4d2d0a57',
      },
    ],
  },
  // GET /employeeExperience/communities/{id}?$select=groupId
  community: {
    '@odata.context':
      'https://graph.microsoft.com/v1.0/$metadata#employeeExperience/communities(groupId)/$entity',
    groupId: '0b3d5b1b-9bd4-4a45-a18b-a4cd4d2d0a57',
  },
  // GET /groups/{id}/members/$count with ConsistencyLevel: eventual -> 200 text/plain
  communityMemberCount: '42',
  // POST https://www.yammer.com/api/v1/messages.json
  yammerMessage: { messages: [{ id: 1191513329, group_id: 4520423424, body: { plain: 'Hello' } }] },
  // POST /users/{id}/calendar/getSchedule (calendar: getSchedule): one schedule with its items,
  // one Graph could not read
  schedules: {
    '@odata.context':
      'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)',
    value: [
      {
        scheduleId: 'Eve@contoso.com',
        availabilityView: '2222000',
        scheduleItems: [
          {
            isPrivate: false,
            status: 'busy',
            subject: 'Ward round',
            location: 'Ward 4',
            start: { dateTime: '2030-01-07T09:00:00.0000000', timeZone: 'UTC' },
            end: { dateTime: '2030-01-07T10:00:00.0000000', timeZone: 'UTC' },
          },
          {
            isPrivate: false,
            status: 'free',
            subject: 'Optional drop-in',
            location: '',
            start: { dateTime: '2030-01-07T10:00:00.0000000', timeZone: 'UTC' },
            end: { dateTime: '2030-01-07T10:30:00.0000000', timeZone: 'UTC' },
          },
        ],
        workingHours: {
          daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
          startTime: '08:00:00.0000000',
          endTime: '17:00:00.0000000',
          timeZone: { name: 'GMT Standard Time' },
        },
      },
      {
        scheduleId: 'sam@contoso.com',
        availabilityView: '',
        error: {
          message: 'The user or group could not be found.',
          responseCode: 'ErrorInvalidRecipients',
        },
      },
    ],
  },
  // GET /sites?search=*
  sites: {
    value: [
      {
        id: 'contoso.sharepoint.com,2C712604-1370-44E7-A1F5-426573FDA80A,2D2244C3-251A-49EA-93A8-39E1C3A060FE',
        name: 'change',
        displayName: 'Change Office',
        webUrl: 'https://contoso.sharepoint.com/sites/change',
      },
    ],
  },
  // GET /sites/{id}/drive?$select=id
  drive: { id: 'b!t18F8ybsHUq1z3LTz8xvZqP8zaSWjkFNhsME-Fepo75dTf9vQKfeRblBZjoSQrd7' },
  // GET /drives/{id}/root/children
  children: {
    value: [
      {
        id: '01BYE5RZ6QN3ZWBTUFOFD3GSPGOHDJD36K',
        name: 'Plans',
        webUrl: 'https://contoso.sharepoint.com/sites/change/Shared%20Documents/Plans',
        lastModifiedDateTime: '2030-01-02T10:00:00Z',
        folder: { childCount: 1 },
        parentReference: {
          driveId: 'b!t18F8ybsHUq1z3LTz8xvZqP8zaSWjkFNhsME-Fepo75dTf9vQKfeRblBZjoSQrd7',
        },
      },
      {
        id: '01BYE5RZ5MYLM2SMX75ZBIPQZIHT6OAYPB',
        name: 'Rota plan.xlsx',
        size: 25344,
        webUrl: 'https://contoso.sharepoint.com/sites/change/Shared%20Documents/Rota%20plan.xlsx',
        lastModifiedDateTime: '2030-01-03T10:00:00Z',
        file: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        parentReference: {
          driveId: 'b!t18F8ybsHUq1z3LTz8xvZqP8zaSWjkFNhsME-Fepo75dTf9vQKfeRblBZjoSQrd7',
        },
      },
    ],
  },
  // GET /drives/{id}/items/{folder}/children: a page naming the next one (List children)
  folderFirstPage: {
    value: [
      {
        id: '01BYE5RZ2KXWOGNNFHXVH3Q3ELZK6UBDDZ',
        name: 'Ward 4 rota.docx',
        size: 18320,
        webUrl:
          'https://contoso.sharepoint.com/sites/change/Shared%20Documents/Plans/Ward%204%20rota.docx',
        lastModifiedDateTime: '2030-01-04T10:00:00Z',
        file: {
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        parentReference: {
          driveId: 'b!t18F8ybsHUq1z3LTz8xvZqP8zaSWjkFNhsME-Fepo75dTf9vQKfeRblBZjoSQrd7',
        },
      },
    ],
    '@odata.nextLink':
      'https://graph.microsoft.com/v1.0/drives/b!t18F8ybsHUq1z3LTz8xvZqP8zaSWjkFNhsME-Fepo75dTf9vQKfeRblBZjoSQrd7/items/01BYE5RZ6QN3ZWBTUFOFD3GSPGOHDJD36K/children?$skiptoken=Paged%3dTRUE%26p_SortBehavior%3d0',
  },
  // The page the nextLink names: the last one (no nextLink)
  folderLastPage: {
    value: [
      {
        id: '01BYE5RZ3FDYWQ5KJ6CRDJ3J4TBWYFQXNP',
        name: 'Go-live deck.pptx',
        size: 402118,
        webUrl:
          'https://contoso.sharepoint.com/sites/change/Shared%20Documents/Plans/Go-live%20deck.pptx',
        lastModifiedDateTime: '2030-01-05T10:00:00Z',
        file: {
          mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        },
        parentReference: {
          driveId: 'b!t18F8ybsHUq1z3LTz8xvZqP8zaSWjkFNhsME-Fepo75dTf9vQKfeRblBZjoSQrd7',
        },
      },
    ],
  },
};

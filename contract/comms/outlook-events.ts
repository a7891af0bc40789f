export const outlookEventPaths = {
  list: (project: number) => `outlook-event/?project=${project}`,
  detail: (id: number) => `outlook-event/${id}/`,
  create: 'outlook-event/',
  locations: (search: string) =>
    `outlook-event/get_event_locations_by_search/?per_page=10&search=${encodeURIComponent(search)}`,
  suggestedTimeSlots: 'suggested-time-slots/',
  allocatedTimeResults: 'allocated-time-results/',
} as const;

import { tokens } from '@fluentui/react-components';
import type { CalendarEventType } from '@contract/activities/activity-kinds';

/** How the calendar and timeline mark each kind of date: a word first, colour only as a cue. */
export function eventTypeLook(type: CalendarEventType): { short: string; color: string } {
  switch (type) {
    case 'Engagement Activity':
      return { short: 'Engagement', color: tokens.colorBrandStroke1 };
    case 'Training Event':
    case 'Training Program':
      return { short: 'Training', color: tokens.colorPaletteBerryBorderActive };
    case 'Change Go-Live Event':
      return { short: 'Go-live', color: tokens.colorPaletteRedBorderActive };
    case 'Milestone':
      return { short: 'Milestone', color: tokens.colorPaletteGreenBorderActive };
    default:
      return { short: type, color: tokens.colorNeutralStroke1 };
  }
}

// Zod-free on purpose: the builder lists the templates without a call and without zod.
import type { SurveyAudience, SurveyQuestionType } from './surveys';

export interface TemplateQuestion {
  text: string;
  question_type: SurveyQuestionType;
  required: boolean;
  options?: readonly string[];
}

/** The eight BASE pulse checks (SPEC §3): a leaders and an impacted employees version of each. */
export const pulseTemplateKeys = [
  'ALIGNMENT_LEADERS',
  'ALIGNMENT_EMPLOYEES',
  'GO_LIVE_LEADERS',
  'GO_LIVE_EMPLOYEES',
  'POST_DEPLOYMENT_LEADERS',
  'POST_DEPLOYMENT_EMPLOYEES',
  'SUSTAINABILITY_LEADERS',
  'SUSTAINABILITY_EMPLOYEES',
] as const;
export type PulseTemplateKey = (typeof pulseTemplateKeys)[number];

export interface PulseTemplate {
  key: PulseTemplateKey;
  name: string;
  description: string;
  /** Who it is written for, the audience a send starts with. */
  audience: SurveyAudience;
  goLive: boolean;
  questions: readonly TemplateQuestion[];
}

const agree = (text: string, required = true): TemplateQuestion => ({
  text,
  question_type: 'AGREEMENT_RATING',
  required,
});
const comments = (text: string): TemplateQuestion => ({
  text,
  question_type: 'TEXT',
  required: false,
});
const supportOptions = [
  'More information',
  'Training',
  'Time to practise',
  'Help from my manager',
  'Nothing right now',
] as const;

export const pulseTemplates: Record<PulseTemplateKey, PulseTemplate> = {
  ALIGNMENT_LEADERS: {
    key: 'ALIGNMENT_LEADERS',
    name: 'Alignment pulse check (leaders)',
    description: 'Are leaders aligned on why the change is happening and what it asks of them?',
    audience: 'LEADER',
    goLive: false,
    questions: [
      agree('I understand why this change is happening.'),
      agree('I agree with the direction of this change.'),
      agree('I can explain the change and its benefits to my team.'),
      agree('I know what is expected of me as a leader during this change.'),
      agree('I have the time and resources to lead my team through this change.'),
      comments('What would help you lead this change better?'),
    ],
  },
  ALIGNMENT_EMPLOYEES: {
    key: 'ALIGNMENT_EMPLOYEES',
    name: 'Alignment pulse check (impacted employees)',
    description: 'Do impacted employees know about the change and why it matters?',
    audience: 'EMPLOYEE',
    goLive: false,
    questions: [
      agree('I am aware of the upcoming change.'),
      agree('I understand why this change is happening.'),
      agree('My manager has talked to me about this change.'),
      agree('I know where to find information about the change.'),
      {
        text: 'How would you like to hear about the change?',
        question_type: 'MULTIPLE_RESPONSE_PICKLIST',
        required: false,
        options: ['Team meetings', 'Email', 'Teams messages', 'Intranet', 'From my manager'],
      },
      comments('What questions do you have about the change?'),
    ],
  },
  GO_LIVE_LEADERS: {
    key: 'GO_LIVE_LEADERS',
    name: 'Go-Live pulse check (leaders)',
    description: 'Are leaders and their teams ready for go-live?',
    audience: 'LEADER',
    goLive: true,
    questions: [
      agree('My team is ready for the go-live.'),
      agree('My team has had the training it needs.'),
      agree('I know how to raise issues during go-live.'),
      agree('I feel confident supporting my team through go-live.'),
      {
        text: 'How ready is your team overall?',
        question_type: 'SINGLE_RESPONSE_PICKLIST',
        required: true,
        options: ['Fully ready', 'Mostly ready', 'Partly ready', 'Not ready'],
      },
      comments('What is the biggest risk to a smooth go-live for your team?'),
    ],
  },
  GO_LIVE_EMPLOYEES: {
    key: 'GO_LIVE_EMPLOYEES',
    name: 'Go-Live pulse check (impacted employees)',
    description: 'Do impacted employees feel ready for go-live?',
    audience: 'EMPLOYEE',
    goLive: true,
    questions: [
      agree('I know what is changing for me at go-live.'),
      agree('I have had the training I need to work the new way.'),
      agree('I know where to get help if I get stuck.'),
      agree('I feel ready for the go-live.'),
      {
        text: 'What support would help you most?',
        question_type: 'MULTIPLE_RESPONSE_PICKLIST',
        required: false,
        options: supportOptions,
      },
      comments('Is there anything else you would like the project team to know?'),
    ],
  },
  POST_DEPLOYMENT_LEADERS: {
    key: 'POST_DEPLOYMENT_LEADERS',
    name: 'Post Deployment pulse check (leaders)',
    description: 'How is the change landing in leaders’ teams after deployment?',
    audience: 'LEADER',
    goLive: false,
    questions: [
      agree('My team is using the new way of working.'),
      agree('Issues raised since go-live have been resolved quickly.'),
      agree('My team’s performance is back to where it was before the change.'),
      agree('I have what I need to keep supporting my team.'),
      comments('What is getting in the way of adoption in your team?'),
    ],
  },
  POST_DEPLOYMENT_EMPLOYEES: {
    key: 'POST_DEPLOYMENT_EMPLOYEES',
    name: 'Post Deployment pulse check (impacted employees)',
    description: 'How are impacted employees finding the new way of working?',
    audience: 'EMPLOYEE',
    goLive: false,
    questions: [
      agree('I am using the new way of working in my daily work.'),
      agree('The change has made my work easier.'),
      agree('When I had a problem, I got help quickly.'),
      {
        text: 'How often do you still fall back to the old way?',
        question_type: 'CONSISTENCY_RATING',
        required: true,
      },
      comments('What would make the new way of working easier for you?'),
    ],
  },
  SUSTAINABILITY_LEADERS: {
    key: 'SUSTAINABILITY_LEADERS',
    name: 'Sustainability pulse check (leaders)',
    description: 'Is the change sticking, and are leaders reinforcing it?',
    audience: 'LEADER',
    goLive: false,
    questions: [
      agree('The change is now part of how my team works.'),
      agree('I recognise people in my team who work the new way.'),
      agree('I review how my team is adopting the change.'),
      agree('The benefits of the change are visible in my team.'),
      comments('What would help the change stick for good?'),
    ],
  },
  SUSTAINABILITY_EMPLOYEES: {
    key: 'SUSTAINABILITY_EMPLOYEES',
    name: 'Sustainability pulse check (impacted employees)',
    description: 'Has the new way of working become the normal way?',
    audience: 'EMPLOYEE',
    goLive: false,
    questions: [
      agree('The new way of working is now normal for me.'),
      agree('My manager encourages the new way of working.'),
      agree('I can see the benefits of the change.'),
      {
        text: 'How consistently do you work the new way?',
        question_type: 'CONSISTENCY_RATING',
        required: true,
      },
      comments('What, if anything, still bothers you about the change?'),
    ],
  },
};

export const goLiveTemplateKeys = pulseTemplateKeys.filter((k) => pulseTemplates[k].goLive);

import { describe, expect, it } from 'vitest';
import type { SurveyReport } from '@contract/surveys/reports.schema';
import { resultsCsv } from './results-csv';

const report: SurveyReport = {
  survey: 9,
  name: 'Go-Live pulse check',
  cycle: 2,
  recipients: 10,
  responses: 6,
  response_rate: 60,
  min_responses: 5,
  hidden: false,
  questions: [
    {
      question: 1,
      text: 'I feel "ready", mostly',
      question_type: 'AGREEMENT_RATING',
      behaviour_id: null,
      responses: 6,
      average: 4.5,
      favourable: 83.3,
      hidden: false,
      distribution: [
        { label: 'Neutral', count: 1 },
        { label: 'Agree', count: 1 },
        { label: 'Strongly agree', count: 4 },
      ],
    },
    {
      question: 2,
      text: 'What would help?',
      question_type: 'SINGLE_RESPONSE_PICKLIST',
      behaviour_id: null,
      responses: 0,
      average: null,
      favourable: null,
      hidden: true,
      distribution: [],
    },
  ],
  trend: [
    {
      survey: 9,
      version: 1,
      cycle: 1,
      sent_at: '2030-03-01T09:00:00.000Z',
      recipients: 10,
      responses: 3,
      response_rate: 30,
      average: null,
      favourable: null,
    },
    {
      survey: 9,
      version: 1,
      cycle: 2,
      sent_at: '2030-03-08T09:00:00.000Z',
      recipients: 10,
      responses: 6,
      response_rate: 60,
      average: 4.5,
      favourable: 83.3,
    },
  ],
};

describe('the results CSV', () => {
  it('has a row per answer and per send, quotes text, and withholds what the screen hides', () => {
    expect(resultsCsv(report).split('\r\n')).toEqual([
      'Question,Answer,Count,Average,Favourable %',
      '"I feel ""ready"", mostly",Neutral,1,4.5,83.3',
      '"I feel ""ready"", mostly",Agree,1,4.5,83.3',
      '"I feel ""ready"", mostly",Strongly agree,4,4.5,83.3',
      'What would help?,Hidden: fewer than 5 responses,,,',
      '',
      'Send,Version,Sent,Invited,Responses,Response rate %,Average,Favourable %',
      '1,1,2030-03-01T09:00:00.000Z,10,3,30,Hidden: fewer than 5 responses,Hidden: fewer than 5 responses',
      '2,1,2030-03-08T09:00:00.000Z,10,6,60,4.5,83.3',
      '',
    ]);
  });
});
